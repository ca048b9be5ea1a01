package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.MachineCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads JMH's perfasm profiler text (its secondary result "...:asm", printed into JMH's output) into
 * a {@link MachineCode}: the event and its count, then each "Hottest Region" with its header
 * ("c2, level 4, org.acme.Foo::bar, version 5, compile id 548"), its instructions with their share
 * and its total. Only the first event column is read (bench.explain samples one event). Lines it
 * does not know are skipped, so a later JMH that adds some still reads.
 */
public final class PerfAsmText {

    /** Where perfasm's text begins in JMH's output, and where its listing ends. */
    static final String START = "PrintAssembly processed:";
    private static final String REGION = "....[Hottest Region ";
    private static final Pattern EVENT = Pattern.compile("^\\s*Column 1: (\\S+) \\((\\d+) events\\)");
    /** "  1.81%  │  0x00007f2fb4efcd05:   mov     %r8d,%esi   ;*imul ...": share, loop arrows, address, code. */
    private static final Pattern INSTRUCTION = Pattern.compile(
            "^\\s*(?:(\\d+(?:\\.\\d+)?)%)?[^0-9a-zA-Z;]*(0x[0-9a-fA-F]+):\\s+(\\S+)(.*)$");
    private static final Pattern REGION_TOTAL = Pattern.compile("^\\s*(\\d+(?:\\.\\d+)?)%\\s+<total for region \\d+>");
    /** A line of the JIT's comments under an instruction, perhaps behind loop arrows ("  ││  ; - Foo::bar@3"). */
    private static final Pattern COMMENT = Pattern.compile("^[^0-9a-zA-Z;]*;");
    private static final Pattern LEVEL = Pattern.compile("level (\\d+)");
    /** A relocation the JIT prints beside an instruction: "{static_call}", "{runtime_call UncommonTrapBlob}". */
    private static final Pattern RELOCATION = Pattern.compile("\\{((?:static|optimized virtual|virtual|runtime|opt_virtual)"
            + "[_ ]call[^}]*)}");
    private static final Pattern BYTECODE = Pattern.compile(";\\s*(\\*\\S+)");

    private PerfAsmText() {
    }

    /** The text from perfasm's first line on, or empty when JMH's output has none (the profiler did not run). */
    public static Optional<String> section(String jmhOutput) {
        int start = jmhOutput.indexOf(START);
        if (start < 0) {
            return Optional.empty();
        }
        int end = jmhOutput.indexOf("\n# Run complete", start);
        // Backs up to the line start, so that the section is whole lines.
        int lineStart = jmhOutput.lastIndexOf('\n', start) + 1;
        return Optional.of(jmhOutput.substring(lineStart, end < 0 ? jmhOutput.length() : end).stripTrailing() + "\n");
    }

    /**
     * @param text perfasm's text ({@link #section}) or the whole JMH output
     * @param file what {@link MachineCode#file} names
     * @return null when the text has no region with a decoded instruction (hsdis missing: the JIT prints bytes)
     */
    public static MachineCode parse(String text, String file) {
        String event = null;
        long samples = 0;
        List<MachineCode.Region> regions = new ArrayList<>();
        RegionBuilder current = null;
        for (String line : text.split("\\R")) {
            Matcher m;
            if (event == null && (m = EVENT.matcher(line)).find()) {
                event = m.group(1);
                samples = Long.parseLong(m.group(2));
            } else if (line.startsWith(REGION)) {
                current = new RegionBuilder();
            } else if (current != null && current.method == null) {
                if (!line.isBlank()) {
                    current.header(line.strip());
                }
            } else if (current != null && (m = REGION_TOTAL.matcher(line)).find()) {
                regions.add(current.build(Double.parseDouble(m.group(1)) / 100));
                current = null;
            } else if (current != null && (m = INSTRUCTION.matcher(line)).find()) {
                current.instruction(m.group(1), m.group(2), m.group(3), m.group(4));
            } else if (current != null && COMMENT.matcher(line).find()) {
                current.comment(line);
            } else if (line.startsWith("....[Hottest Regions]")) {
                break;
            }
        }
        if (regions.stream().noneMatch(r -> r.instructions().stream().anyMatch(PerfAsmText::decoded))) {
            return null;
        }
        return new MachineCode(file, event, samples, regions);
    }

    /** Without hsdis the JIT prints raw bytes ("48 8b 45 08") in place of instructions. */
    private static boolean decoded(MachineCode.Instruction i) {
        return !i.mnemonic().matches("[0-9a-fA-F]{2}");
    }

    private static final class RegionBuilder {
        String method;
        String compiler;
        Integer tier;
        final List<String[]> instructions = new ArrayList<>();
        final List<StringBuilder> comments = new ArrayList<>();

        /** "c2, level 4, org.acme.Foo::bar, version 5, compile id 548" or "libjvm.so, SpinPause". */
        void header(String line) {
            String[] parts = line.split(", ");
            compiler = parts[0].strip();
            int next = 1;
            if (parts.length > 1) {
                Matcher level = LEVEL.matcher(parts[1]);
                if (level.matches()) {
                    tier = Integer.parseInt(level.group(1));
                    next = 2;
                }
            }
            method = next < parts.length ? parts[next].strip() : compiler;
        }

        void instruction(String share, String address, String mnemonic, String rest) {
            int comment = rest.indexOf(';');
            String operands = (comment < 0 ? rest : rest.substring(0, comment)).strip();
            instructions.add(new String[] {share, address, mnemonic, operands});
            comments.add(new StringBuilder(comment < 0 ? "" : rest.substring(comment)));
        }

        void comment(String line) {
            if (!comments.isEmpty()) {
                comments.get(comments.size() - 1).append(' ').append(line.strip());
            }
        }

        MachineCode.Region build(double share) {
            List<MachineCode.Instruction> list = new ArrayList<>();
            for (int i = 0; i < instructions.size(); i++) {
                String[] p = instructions.get(i);
                double instructionShare = p[0] == null ? 0 : Double.parseDouble(p[0]) / 100;
                list.add(new MachineCode.Instruction(p[1], p[2], p[3], instructionShare, note(comments.get(i).toString())));
            }
            return new MachineCode.Region(method == null ? "?" : method, compiler, tier, share, list);
        }

        /** The call's kind when there is one, else the bytecode the instruction came from. */
        private static String note(String comment) {
            Matcher relocation = RELOCATION.matcher(comment);
            if (relocation.find()) {
                return relocation.group(1).strip();
            }
            Matcher bytecode = BYTECODE.matcher(comment);
            return bytecode.find() ? bytecode.group(1) : null;
        }
    }
}
