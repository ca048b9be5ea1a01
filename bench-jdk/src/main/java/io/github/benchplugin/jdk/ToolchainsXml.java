package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.NotAJdkHomeException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JDK toolchains of a toolchains.xml read without Maven, for the command line: the same file
 * a Maven user already keeps in ~/.m2, so {@code bench run --jdks 21} finds the JDKs Maven would.
 * Only what bench needs is read: each {@code jdk} toolchain's {@code jdkHome}, with Maven's
 * {@code ${env.NAME}} references expanded; the JDK itself is described from its release file, as
 * for Maven's toolchains. A missing file is no toolchains; an unreadable one is one clear error.
 */
public final class ToolchainsXml implements ToolchainSource {

    /** Source name of JDKs that came from a toolchain, as Maven's door names them. */
    public static final String SOURCE = "toolchains.xml";

    private static final Pattern ENV = Pattern.compile("\\$\\{env\\.([A-Za-z0-9_]+)}");

    private final Path file;
    private final Map<String, String> environment;
    private final List<String> problems = new ArrayList<>();
    private List<JdkInstallation> jdks;

    ToolchainsXml(Path file, Map<String, String> environment) {
        this.file = file;
        this.environment = environment;
    }

    /** ~/.m2/toolchains.xml, where Maven reads the user's toolchains. */
    public static ToolchainsXml ofUser() {
        return new ToolchainsXml(Path.of(System.getProperty("user.home"), ".m2", "toolchains.xml"), System.getenv());
    }

    @Override
    public synchronized List<JdkInstallation> jdkToolchains() {
        if (jdks == null) {
            jdks = Files.isRegularFile(file) ? read() : List.of();
        }
        return jdks;
    }

    @Override
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    @Override
    public String description() {
        return "toolchains.xml (" + file + (Files.isRegularFile(file) ? ")" : ", absent)");
    }

    private List<JdkInstallation> read() {
        NodeList toolchains = parse().getDocumentElement().getElementsByTagName("toolchain");
        List<JdkInstallation> found = new ArrayList<>();
        for (int i = 0; i < toolchains.getLength(); i++) {
            Element toolchain = (Element) toolchains.item(i);
            if ("jdk".equals(childText(toolchain, "type"))) {
                Element configuration = child(toolchain, "configuration");
                String home = configuration == null ? null : childText(configuration, "jdkHome");
                if (home == null) {
                    problems.add("toolchain #" + (i + 1) + " of " + file + " skipped: it has no configuration/jdkHome");
                } else {
                    inspect(expand(home), i + 1).ifPresent(found::add);
                }
            }
        }
        return List.copyOf(found);
    }

    private java.util.Optional<JdkInstallation> inspect(String home, int number) {
        try {
            return java.util.Optional.of(JdkHome.inspect(Path.of(home), SOURCE));
        } catch (NotAJdkHomeException e) {
            problems.add("toolchain #" + number + " of " + file + " skipped: " + e.getMessage());
        } catch (InvalidPathException e) {
            problems.add("toolchain #" + number + " of " + file + " skipped: unusable jdkHome " + home);
        }
        return java.util.Optional.empty();
    }

    /** ${env.JAVA17_HOME} as Maven expands it; an unset variable stays as written (and is then no JDK home). */
    private String expand(String text) {
        Matcher m = ENV.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = environment.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value != null ? value : m.group()));
        }
        return m.appendTail(out).toString().trim();
    }

    private Document parse() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            // A toolchains.xml needs no DTD or external entity: refuse them rather than fetch or expand anything.
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setExpandEntityReferences(false);
            factory.setNamespaceAware(false);
            return factory.newDocumentBuilder().parse(file.toFile());
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new ToolchainReadException("Cannot read the JDK toolchains of " + file + ": "
                    + String.valueOf(e.getMessage()).replaceAll("\\s*\\R\\s*", " ").trim()
                    + "; fix the file, or give JDK home paths in --jdks", e);
        }
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && name.equals(e.getTagName())) {
                return e;
            }
        }
        return null;
    }

    private static String childText(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? null : e.getTextContent().trim();
    }
}
