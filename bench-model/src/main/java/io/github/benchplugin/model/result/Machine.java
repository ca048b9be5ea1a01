package io.github.benchplugin.model.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The fingerprint of a machine type: what decides whether two measurements can be compared.
 * Two CI runners of the same type have different host names but the same fingerprint, so their
 * shards and JDK columns may be compared; a laptop and a CI runner may not.
 *
 * <p>Memory is rounded to whole GiB: two runners of one type can report a few MB apart (firmware
 * reservations), which says nothing about speed.
 *
 * @param cpuModel    CPU model name; null when unknown
 * @param cpus        available processors
 * @param memoryBytes physical memory; null when unknown
 * @param os          operating system name and version
 * @param arch        CPU architecture
 * @param kernel      kernel release; null when unknown
 */
public record Machine(String cpuModel, int cpus, Long memoryBytes, String os, String arch, String kernel) {

    private static final double GIB = 1024.0 * 1024 * 1024;

    /** "AMD EPYC 7763 64-Core Processor, 4 cpus, 16 GiB, Linux 6.8.0 amd64, kernel 6.8.0-1017-azure". */
    public String describe() {
        List<String> parts = new ArrayList<>();
        parts.add(cpuModel == null || cpuModel.isBlank() ? "unknown CPU" : cpuModel.trim());
        parts.add(cpus + " cpus");
        if (memoryGib() != null) {
            parts.add(memoryGib() + " GiB");
        }
        parts.add(Objects.toString(os, "unknown OS") + (arch == null ? "" : " " + arch));
        if (kernel != null && !kernel.isBlank() && (os == null || !os.contains(kernel))) {
            parts.add("kernel " + kernel);
        }
        return String.join(", ", parts);
    }

    /** Memory in whole GiB, or null when unknown. */
    public Long memoryGib() {
        return memoryBytes == null || memoryBytes <= 0 ? null : Math.round(memoryBytes / GIB);
    }

    /** Whether two machines are of one type: every known detail equal, memory in whole GiB. */
    public boolean sameTypeAs(Machine other) {
        return other != null && typeKey().equals(other.typeKey());
    }

    /**
     * The machine type as one normalized string (case and spacing of each detail ignored, memory in
     * whole GiB): equal for two machines exactly when {@link #sameTypeAs} holds, so it can key a map.
     */
    public String typeKey() {
        return String.join("|", Objects.toString(normal(cpuModel)), String.valueOf(cpus), Objects.toString(memoryGib()),
                Objects.toString(normal(os)), Objects.toString(normal(arch)), Objects.toString(normal(kernel)));
    }

    private static String normal(String text) {
        return text == null || text.isBlank() ? null : text.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
