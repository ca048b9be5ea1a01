package io.github.benchplugin.engine;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.io.FileOutputStream;
import java.io.FileWriter;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * docs/architecture.md: the gates decide and write nothing; the publish stage ({@code engine.publish})
 * writes what they decided. A gate that wrote a file or appended to the history would make what a run
 * leaves depend on which gate failed first.
 */
class GatesWriteNothingTest {

    private static final String[] GATES = {"io.github.benchplugin.model.gate..", "io.github.benchplugin.engine.gate.."};

    /** bench-model's and bench-engine's classes (the engine's test class path holds both). */
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.github.benchplugin.model", "io.github.benchplugin.engine");

    /** The methods of {@link Files} that create, change or remove a file. */
    private static final Set<String> WRITING = Set.of("write", "writeString", "newOutputStream", "newBufferedWriter",
            "newByteChannel", "createFile", "createDirectory", "createDirectories", "createTempFile",
            "createTempDirectory", "delete", "deleteIfExists", "move", "copy");

    private static final DescribedPredicate<JavaMethodCall> WRITES_A_FILE = DescribedPredicate.describe(
            "a method of java.nio.file.Files that writes",
            call -> call.getTargetOwner().isEquivalentTo(Files.class) && WRITING.contains(call.getName()));

    private static final DescribedPredicate<JavaConstructorCall> OPENS_A_FILE_TO_WRITE = DescribedPredicate.describe(
            "a stream or writer opened on a file",
            call -> call.getTargetOwner().isEquivalentTo(FileOutputStream.class)
                    || call.getTargetOwner().isEquivalentTo(FileWriter.class)
                    || call.getTargetOwner().isEquivalentTo(RandomAccessFile.class));

    /** Appending to a history, writing results files or exports: the publish stage's steps, or the run's. */
    private static final DescribedPredicate<JavaAccess<?>> PUBLISHES = DescribedPredicate.describe(
            "a history append or a results or export writer",
            access -> access.getTargetOwner().getName().equals("io.github.benchplugin.engine.history.HistoryRecorder")
                    && access.getName().equals("append")
                    || access.getTargetOwner().getName().equals("io.github.benchplugin.model.history.HistoryDirectory")
                    && access.getName().equals("append")
                    || access.getTargetOwner().getName().equals("io.github.benchplugin.model.io.ResultJsonWriter")
                    || access.getTargetOwner().getName().equals("io.github.benchplugin.report.ReportFiles")
                    || access.getTargetOwner().getName().equals("io.github.benchplugin.report.ExportFiles"));

    @Test
    void noGateWritesAFile() {
        noClasses().that().resideInAnyPackage(GATES).should().callMethodWhere(WRITES_A_FILE)
                .orShould().callConstructorWhere(OPENS_A_FILE_TO_WRITE)
                .because("a gate is a pure function of results and settings; engine.publish writes what it decided")
                .check(MAIN);
    }

    @Test
    void noGatePublishes() {
        noClasses().that().resideInAnyPackage(GATES).should().accessTargetWhere(PUBLISHES)
                .because("the history record, the results files and the exports are written by the publish stage"
                        + " (engine.publish) or the run, never by a gate deciding")
                .check(MAIN);
    }

    @Test
    void onlyThePublishStageAppendsToAHistory() {
        noClasses().that().resideOutsideOfPackages("io.github.benchplugin.engine.publish..",
                        "io.github.benchplugin.engine.history..", "io.github.benchplugin.model.history..")
                .should().callMethodWhere(DescribedPredicate.describe("HistoryRecorder.append or HistoryDirectory.append",
                        call -> call.getName().equals("append") && (call.getTargetOwner().getName()
                                .equals("io.github.benchplugin.engine.history.HistoryRecorder")
                                || call.getTargetOwner().getName().equals("io.github.benchplugin.model.history.HistoryDirectory"))))
                .because("a run's record is appended once, in the publish stage's fixed order")
                .check(MAIN);
    }
}
