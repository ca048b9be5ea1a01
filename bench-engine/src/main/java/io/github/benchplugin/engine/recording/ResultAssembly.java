package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.model.jmh.HarnessFloors;
import io.github.benchplugin.model.jmh.JmhJsonImporter;
import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.combine.RowMerger;
import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.model.warmup.SteadyPart;
import io.github.benchplugin.model.warmup.WarmupAnalysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Turns what the cells gave ({@link CellResults}) into the run's {@link BenchResult}: the
 * planned rows in plan order, each cell imported from the pooled JMH results, failed cells
 * failed, the runtimes described (JDK, host, JMH release, harness floor), compared as the run
 * asks ({@link ReportAssembler}), and bench.shard noted.
 */
final class ResultAssembly {

    private final List<RowKey> plannedRows;
    /** benchmark -> @OperationsPerInvocation, where it is not 1: ZERO_MEASUREMENT compares per call. */
    private final Map<String, Integer> opsPerInvocation = new LinkedHashMap<>();
    private final Environment environment;
    private final ReportAssembler assembler;
    /** bench.shard: which slice of the rows this run measures; null for all of them. */
    private final Shard shard;
    /** The project's JMH release: recorded for columns whose JMH JSON does not name it (before JMH 1.2x). */
    private final String projectJmhVersion;
    private final JmhJsonImporter importer = new JmhJsonImporter();
    private final WarmupAnalysis warmups = new WarmupAnalysis();
    /** Each column's effective JVM flags, set once the hosts start; empty until then (and for in-process columns). */
    private Map<String, io.github.benchplugin.engine.run.JvmFlags> flags = Map.of();
    /** bench.duet's plan: which rows' cells were measured in pairs, and each column's CPUs. */
    private DuetPlan duet = DuetPlan.OFF;
    /** bench.warmup=auto: each cell scored from its settled forks' steady iterations only. */
    private final boolean steadyPartsOnly;

    /** @param plannedRows the rows of the plan, in plan order: the table keeps that order */
    ResultAssembly(List<BenchmarkRow> plannedRows, Environment environment, ReportAssembler assembler, Shard shard,
                   String projectJmhVersion) {
        this.plannedRows = plannedRows.stream().map(BenchmarkRow::key).toList();
        plannedRows.stream().map(BenchmarkRow::method).filter(m -> m.opsPerInvocation() != 1)
                .forEach(m -> opsPerInvocation.put(m.name(), m.opsPerInvocation()));
        this.environment = environment;
        this.assembler = assembler;
        this.shard = shard;
        this.projectJmhVersion = projectJmhVersion;
        this.steadyPartsOnly = AutoWarmup.AUTO.equals(environment.settings().get(AutoWarmup.SETTING));
    }

    Environment environment() {
        return environment;
    }

    /** @param pooled the cells' pooled JMH results ({@link CellResults#pooledByRuntime}), as jmh/ gets them */
    BenchResult assemble(CellResults cells, Map<String, ArrayNode> pooled) throws IOException {
        RowMerger merger = new RowMerger();
        plannedRows.forEach(merger::declare);
        opsPerInvocation.forEach(merger::opsPerInvocation);
        for (Map.Entry<String, ArrayNode> runtime : pooled.entrySet()) {
            for (JmhRecord record : importer.read(runtime.getValue(), runtime.getKey())) {
                List<String> profiled = cells.profilerFiles(runtime.getKey(), record.key());
                Cell cell = record.toCell().withProfilerFiles(profiled);
                List<WarmupFork> forks = cells.warmupForks(runtime.getKey(), record.key());
                if (!forks.isEmpty() && cell.isOk()) {
                    Mode mode = Mode.fromShortName(record.mode());
                    cell = cell.withWarmup(warmups.of(forks, mode));
                    if (steadyPartsOnly && mode != Mode.SINGLE_SHOT && SteadyPart.linesUp(cell)) {
                        // A single shot's iterations are cold calls by design (JmhCommand keeps its fixed counts);
                        // a row that keeps a fixed warm-up does not line up. Scored from the forks that settled,
                        // each from its steady part (issue 50).
                        cell = SteadyPart.of(cell.withWarmup(warmups.settled(cell.warmup(), mode)));
                    }
                }
                cell = paired(cell, cells.forkGroups(runtime.getKey(), record.key()));
                merger.addCell(runtime.getKey(), record.key(), record.unit(), cell);
            }
        }
        // After the records: a failed round fails the cell even when other rounds succeeded.
        cells.cellFailures().forEach((id, message) -> merger.addCell(id.runtime(), id.row(), null, Cell.failed(message)));
        List<String> order = cells.runtimes().stream().map(TargetRuntime::id).toList();
        List<RuntimeInfo> infos = runtimeInfos(cells);
        return assembler.assemble(withFloorsMeasured(infos, cells), infos, merger.rows(order), List.of()).withShard(shard);
    }

    /**
     * With bench.floor recorded (runs of the engine), also where the floor was measured: with auto
     * it depends on the cells, and a reader must tell "not needed" from "not asked for".
     */
    private Environment withFloorsMeasured(List<RuntimeInfo> infos, CellResults cells) {
        if (!environment.settings().containsKey(Environment.FLOOR_SETTING)) {
            return environment;
        }
        List<String> measured = infos.stream().filter(r -> r.floor() != null).map(RuntimeInfo::id).toList();
        Map<String, String> added = new LinkedHashMap<>();
        added.put(Environment.FLOOR_MEASURED, measured.isEmpty() ? "none" : String.join(",", measured));
        if (!cells.cachedFloors().isEmpty()) {
            added.put(Environment.FLOOR_CACHED, cells.cachedFloors().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
        }
        return environment.withSettings(added);
    }

    /**
     * bench.duet: a cell with forks measured beside another's carries the run's pairing id and each fork's
     * rendezvous, so that a comparison pairs exactly the forks that ran together; a cell whose forks cannot be
     * lined up with their rendezvous (a count that differs) is not paired at all rather than paired wrongly.
     */
    private Cell paired(Cell cell, List<String> forkGroups) {
        List<String> groups = scoredOnly(cell, forkGroups);
        if (!duet.on() || groups.stream().allMatch(String::isEmpty) || groups.size() != cell.forkSamples().size()) {
            return cell;
        }
        return cell.withDuet(duet.pairingId(), groups);
    }

    /**
     * The rendezvous of the forks the cell is scored from: under bench.warmup=auto a fork that never settled is
     * left out of the score (issue 50), and its rendezvous with it, so that each scored fork keeps its own.
     */
    private static List<String> scoredOnly(Cell cell, List<String> forkGroups) {
        Warmup warmup = cell.warmup();
        if (warmup == null || warmup.forks().size() != forkGroups.size()) {
            return forkGroups;
        }
        return java.util.Arrays.stream(warmup.scoredForks()).mapToObj(forkGroups::get).toList();
    }

    void duet(DuetPlan plan) {
        duet = plan;
    }

    /** Each column's effective JVM flags, by column id (runtimes[].flags). */
    void flags(Map<String, io.github.benchplugin.engine.run.JvmFlags> byColumn) {
        flags = Map.copyOf(byColumn);
    }

    private List<RuntimeInfo> runtimeInfos(CellResults cells) throws IOException {
        List<RuntimeInfo> infos = new ArrayList<>();
        for (TargetRuntime r : cells.runtimes()) {
            // the column's description as planned, with what only the run itself learned
            infos.add(r.info().toBuilder().hostName(environment.hostName())
                    .jmhVersion(cells.jmhVersion(r.id(), projectJmhVersion))
                    .floor(floor(cells, r.id()).orElse(null)).flags(flagsOf(r.id()).values(), flagsOf(r.id()).fromUser())
                    .cpuSet(duet.cpuSet(r.id())).baselineMethodCpuSet(duet.baselineMethodCpuSet()).build());
        }
        return infos;
    }

    private io.github.benchplugin.engine.run.JvmFlags flagsOf(String columnId) {
        return flags.getOrDefault(columnId, new io.github.benchplugin.engine.run.JvmFlags(Map.of(), List.of()));
    }

    /** The runtime's harness floor, its rounds pooled; empty when it was not (or not yet) measured. */
    private static Optional<HarnessFloor> floor(CellResults cells, String runtime) throws IOException {
        Optional<ArrayNode> pooled = cells.pooledFloor(runtime);
        return pooled.isEmpty() ? Optional.empty() : HarnessFloors.read(pooled.get(), "the harness floor of " + runtime);
    }
}
