package io.github.benchplugin.engine.plan;

/**
 * bench.duet: where a cell stands when it is measured beside another: the rendezvous its forks meet the
 * other side's at (the barrier's group, which its forks also record, results.json {@code duetForks}),
 * its side (which pinned host and CPU set) and how many sides meet there. Cells of one session run at
 * the same time, one host per side, in the order of their rendezvous.
 *
 * @param session the cells measured at the same time: every paired cell of a round, or one partner's in turn
 * @param group   the rendezvous: the same on every side of it, one per round and pair of cells
 * @param side    0 for the baseline's side, from 0 to {@code parties - 1}
 * @param parties how many sides meet at the rendezvous
 */
public record DuetSide(String session, String group, int side, int parties) {
}
