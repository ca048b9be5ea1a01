package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * bench:merge keeps bench.explain's evidence of its inputs: each input's evidence of a row goes
 * under the runtime's merged column id, the evidence of one row from several inputs (a CI matrix
 * job per JDK, each recording its own) is put side by side in the merged column order, and the
 * differences are computed again over all of it. A row and runtime explained in two inputs keeps
 * the first input's evidence, or the last one's under {@link ConflictPolicy#LAST}, as its cell does.
 * A recording keeps its path relative to the output directory, its file renamed with the column
 * ({@code explain/<row>/17_2.jfr}); {@link #recordings} says which file to copy where.
 */
public final class ExplanationMerger {

    /**
     * One recording to copy into the merged output directory.
     *
     * @param input the index of the input it belongs to
     * @param from  its path relative to that input's output directory
     * @param to    its path relative to the merged output directory
     */
    public record RecordingCopy(int input, String from, String to) {
    }

    /** The merged explanations and the recordings they name. */
    public record Merged(List<Explanation> explanations, List<RecordingCopy> recordings) {
    }

    private ExplanationMerger() {
    }

    /**
     * @param inputs  the merged inputs, in bench.inputs' order
     * @param renamed for each input, its runtime id -> the merged column id ({@link ResultCombiner.Combined#renamed})
     * @param columns the merged column ids, in order
     * @param policy  bench.onConflict: which input's evidence wins for one row and runtime
     */
    public static Merged merge(List<MergeInput> inputs, List<Map<String, String>> renamed, List<String> columns,
                               ConflictPolicy policy) {
        Map<RowKey, Map<String, Evidence>> evidence = new LinkedHashMap<>();
        Map<RowKey, Set<String>> notes = new LinkedHashMap<>();
        Map<RowKey, Map<String, RecordingCopy>> copies = new LinkedHashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            Map<String, String> ids = i < renamed.size() ? renamed.get(i) : Map.of();
            for (Explanation e : inputs.get(i).result().explanations()) {
                RowKey key = e.key();
                Map<String, Evidence> byColumn = evidence.computeIfAbsent(key, k -> new LinkedHashMap<>());
                Map<String, RecordingCopy> rowCopies = copies.computeIfAbsent(key, k -> new LinkedHashMap<>());
                notes.computeIfAbsent(key, k -> new LinkedHashSet<>()).addAll(e.notes());
                for (Map.Entry<String, Evidence> entry : e.evidence().entrySet()) {
                    String column = ids.getOrDefault(entry.getKey(), entry.getKey());
                    if (byColumn.containsKey(column) && policy != ConflictPolicy.LAST) {
                        continue;
                    }
                    Evidence found = entry.getValue();
                    String from = found.recording();
                    String to = renamedRecording(from, entry.getKey(), column);
                    byColumn.put(column, to == null ? found : found.withRecording(to));
                    if (from != null && to != null) {
                        rowCopies.put(column, new RecordingCopy(i, from, to));
                    } else {
                        rowCopies.remove(column);
                    }
                }
            }
        }
        List<Explanation> explanations = new ArrayList<>();
        List<RecordingCopy> recordings = new ArrayList<>();
        evidence.forEach((key, byColumn) -> {
            Map<String, Evidence> ordered = new LinkedHashMap<>();
            columns.stream().filter(byColumn::containsKey).forEach(c -> ordered.put(c, byColumn.get(c)));
            byColumn.forEach(ordered::putIfAbsent);
            explanations.add(EvidenceDiff.explain(key, ordered, new ArrayList<>(notes.get(key))));
            recordings.addAll(copies.get(key).values());
        });
        return new Merged(List.copyOf(explanations), List.copyOf(recordings));
    }

    /** "explain/row/17.jfr" under column 17_2: "explain/row/17_2.jfr"; a path of another shape is kept as it is. */
    static String renamedRecording(String recording, String runtime, String column) {
        if (recording == null || recording.isBlank()) {
            return null;
        }
        String file = runtime + ".jfr";
        if (runtime.equals(column) || !(recording.equals(file) || recording.endsWith("/" + file))) {
            return recording;
        }
        return recording.substring(0, recording.length() - file.length()) + column + ".jfr";
    }
}
