package org.acme;

/** One step of a fold; three implementations exist, so a call site through this interface can see up to three receiver types. */
public interface IntOp {

    int apply(int value);

    static IntOp named(String name) {
        switch (name) {
            case "add": return new Add();
            case "xor": return new Xor();
            case "mul": return new Mul();
            default: throw new IllegalArgumentException("no IntOp named " + name);
        }
    }

    final class Add implements IntOp {
        @Override
        public int apply(int value) {
            return value + 1;
        }
    }

    final class Xor implements IntOp {
        @Override
        public int apply(int value) {
            return value ^ 0x5bd1e995;
        }
    }

    final class Mul implements IntOp {
        @Override
        public int apply(int value) {
            return value * 31;
        }
    }
}
