package io.github.benchplugin.report.export.junit;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.ExportName;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * export/junit.xml: the gates as JUnit XML, the format CI test-report views read (Surefire's, Jenkins', GitHub
 * and GitLab test summaries). One {@code <testsuite>} per gate that is set, named as it was set
 * ("bench.failOnRegression=5%"); in it one {@code <testcase>} per row and runtime, its {@code classname} the
 * benchmark's class and its {@code name} the method, params, mode and runtime. A row and runtime failing the gate
 * gets a {@code <failure>} whose message carries the ratio and its interval; one the gate could not judge (the
 * baseline column without bench.compareTo, a failed cell, no allocation figure) a {@code <skipped>} saying why;
 * one that passed says what it was judged on in {@code <system-out>}. Nothing is measured time: {@code time} is 0.
 */
public final class JunitExport implements Export {

    public static final String FILE_NAME = "junit.xml";

    @Override
    public List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException {
        Path file = outputDirectory.resolve(DIRECTORY).resolve(FILE_NAME);
        AtomicFiles.writeString(file, render(result, checks));
        return List.of(file);
    }

    String render(BenchResult result, List<GateCheck> checks) {
        Map<String, List<GateCheck>> byGate = new LinkedHashMap<>();
        checks.forEach(c -> byGate.computeIfAbsent(c.gate(), g -> new java.util.ArrayList<>()).add(c));
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "bench");
            counts(xml, checks);
            for (Map.Entry<String, List<GateCheck>> gate : byGate.entrySet()) {
                suite(xml, gate.getKey(), gate.getValue());
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing JUnit XML to a string failed", e);
        }
        return text.toString();
    }

    private static void suite(XMLStreamWriter xml, String gate, List<GateCheck> checks)
            throws XMLStreamException {
        xml.writeCharacters("\n  ");
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", gate);
        counts(xml, checks);
        for (GateCheck check : checks) {
            xml.writeCharacters("\n    ");
            xml.writeStartElement("testcase");
            xml.writeAttribute("classname", Row.classOf(check.row().benchmark()));
            xml.writeAttribute("name", caseName(check));
            xml.writeAttribute("time", "0");
            switch (check.status()) {
                case FAILED -> {
                    xml.writeStartElement("failure");
                    xml.writeAttribute("type", gateProperty(gate));
                    xml.writeAttribute("message", check.message());
                    xml.writeCharacters(check.message());
                    xml.writeEndElement();
                }
                case SKIPPED -> {
                    xml.writeEmptyElement("skipped");
                    xml.writeAttribute("message", check.message());
                }
                case PASSED -> {
                    xml.writeStartElement("system-out");
                    xml.writeCharacters(check.message());
                    xml.writeEndElement();
                }
            }
            xml.writeEndElement();
        }
        xml.writeCharacters("\n  ");
        xml.writeEndElement();
    }

    private static void counts(XMLStreamWriter xml, List<GateCheck> checks) throws XMLStreamException {
        xml.writeAttribute("tests", Integer.toString(checks.size()));
        xml.writeAttribute("failures", Long.toString(count(checks, GateCheck.Status.FAILED)));
        xml.writeAttribute("errors", "0");
        xml.writeAttribute("skipped", Long.toString(count(checks, GateCheck.Status.SKIPPED)));
        xml.writeAttribute("time", "0");
    }

    private static long count(List<GateCheck> checks, GateCheck.Status status) {
        return checks.stream().filter(c -> c.status() == status).count();
    }

    /** "plus {n=1000} avgt on 25": the class is the test case's classname already. */
    private static String caseName(GateCheck check) {
        String full = ExportName.of(check.row(), check.runtimeId());
        String className = Row.classOf(check.row().benchmark());
        return className.isEmpty() ? full : full.substring(className.length() + 1);
    }

    /** "bench.failOnRegression" of "bench.failOnRegression=5%". */
    private static String gateProperty(String gate) {
        int at = gate.indexOf('=');
        return at < 0 ? gate : gate.substring(0, at);
    }
}
