package io.github.benchplugin.maven.variant;

import io.github.benchplugin.engine.catalog.CodeVariant;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.VariantRequest;
import org.apache.maven.RepositoryUtils;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.DependencyManagement;
import org.apache.maven.model.building.ModelBuildingRequest;
import org.apache.maven.project.DefaultProjectBuildingRequest;
import org.apache.maven.project.DependencyResolutionResult;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectBuilder;
import org.apache.maven.project.ProjectBuildingException;
import org.apache.maven.project.ProjectBuildingRequest;
import org.apache.maven.project.ProjectBuildingResult;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.ArtifactTypeRegistry;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * bench.variants resolved through Maven's own resolver, with the project's repositories, the
 * user's settings (mirrors, proxies, credentials) and offline mode, as the build itself resolves:
 * <ul>
 *   <li>a property variant builds the module's POM again with the property as a user property
 *       ({@code -Djackson.version=2.18.2} exactly), dependency management and all, and resolves it;</li>
 *   <li>a coordinates variant resolves the module's dependencies with the named artifacts set to the
 *       version, managed too, so that transitive uses follow the variant instead of keeping the old jar.</li>
 * </ul>
 * Every variant, the first included, is resolved the same way, so two class paths differ only by
 * what the variants change. The module's compiled classes come first, as on Maven's test class path.
 */
public final class MavenVariants {

    private final MavenSession session;
    private final ProjectBuilder projectBuilder;
    private final RepositorySystem repositorySystem;

    public MavenVariants(MavenSession session, ProjectBuilder projectBuilder, RepositorySystem repositorySystem) {
        this.session = session;
        this.projectBuilder = projectBuilder;
        this.repositorySystem = repositorySystem;
    }

    /**
     * One module's variants, or why they change nothing in it. In a reactor the module that uses the
     * library is compared and the others (the parent, modules without the dependency) are passed
     * over; in a single project, or when no module changes, that reason is the error.
     *
     * @param variants       one class path per version, in order; empty when {@code changesNothing} is set
     * @param changesNothing why every variant would run the module's own class path, or null
     */
    public record Resolution(List<CodeVariant> variants, String changesNothing) {
        public Resolution {
            variants = List.copyOf(variants);
        }
    }

    /**
     * @throws BadInputException naming the variant and what Maven could not resolve
     */
    public Resolution resolve(VariantRequest request, MavenProject module) {
        List<CodeVariant> variants = new ArrayList<>();
        for (String version : request.versions()) {
            if (request.property() == null) {
                String missing = missingArtifact(request, version, module);
                if (missing != null) {
                    return new Resolution(List.of(), missing);
                }
            }
            List<Path> jars = request.property() != null ? withProperty(request, version, module)
                    : withCoordinates(request, version, module);
            List<Path> classpath = new ArrayList<>();
            classpath.add(Path.of(module.getBuild().getTestOutputDirectory()));
            classpath.add(Path.of(module.getBuild().getOutputDirectory()));
            classpath.addAll(jars);
            variants.add(new CodeVariant(version, request.spec(version), classpath));
        }
        if (variants.stream().map(CodeVariant::classpath).distinct().count() == 1) {
            return new Resolution(List.of(), "every variant of " + request.describe() + " runs the same class path"
                    + " in " + module.getArtifactId() + ": check that the POM uses the property in a dependency's"
                    + " version, and that the versions differ");
        }
        return new Resolution(variants, null);
    }

    private List<Path> withProperty(VariantRequest request, String version, MavenProject module) {
        ProjectBuildingRequest building = new DefaultProjectBuildingRequest(session.getProjectBuildingRequest());
        Properties user = new Properties();
        user.putAll(session.getUserProperties());
        user.setProperty(request.property(), version);
        building.setUserProperties(user);
        building.setResolveDependencies(true);
        building.setProject(null);
        building.setValidationLevel(ModelBuildingRequest.VALIDATION_LEVEL_MINIMAL);
        ProjectBuildingResult built;
        try {
            built = projectBuilder.build(module.getFile(), building);
        } catch (ProjectBuildingException e) {
            throw failed(request, version, module, firstLine(e.getMessage()));
        }
        DependencyResolutionResult resolution = built.getDependencyResolutionResult();
        if (resolution == null) {
            throw failed(request, version, module, "Maven resolved no dependencies");
        }
        List<String> problems = new ArrayList<>();
        resolution.getCollectionErrors().forEach(e -> problems.add(firstLine(e.getMessage())));
        resolution.getUnresolvedDependencies().forEach(d -> resolution.getResolutionErrors(d)
                .forEach(e -> problems.add(firstLine(e.getMessage()))));
        if (!problems.isEmpty()) {
            throw failed(request, version, module, problems.stream().distinct().collect(Collectors.joining("; ")));
        }
        return resolution.getResolvedDependencies().stream().map(d -> d.getArtifact().getFile())
                .filter(Objects::nonNull).map(File::toPath).toList();
    }

    private List<Path> withCoordinates(VariantRequest request, String version, MavenProject module) {
        RepositorySystemSession repositories = session.getRepositorySession();
        ArtifactTypeRegistry types = repositories.getArtifactTypeRegistry();
        CollectRequest collect = new CollectRequest();
        collect.setRootArtifact(RepositoryUtils.toArtifact(module.getArtifact()));
        collect.setRepositories(module.getRemoteProjectRepositories());
        for (org.apache.maven.model.Dependency dependency : module.getDependencies()) {
            collect.addDependency(at(request, version, RepositoryUtils.toDependency(dependency, types)));
        }
        DependencyManagement management = module.getDependencyManagement();
        if (management != null) {
            for (org.apache.maven.model.Dependency managed : management.getDependencies()) {
                collect.addManagedDependency(at(request, version, RepositoryUtils.toDependency(managed, types)));
            }
        }
        // Managed as well, so that a library that reaches the project transitively follows the variant too.
        for (String artifact : request.artifacts()) {
            String[] ga = artifact.split(":");
            collect.addManagedDependency(new Dependency(new DefaultArtifact(ga[0], ga[1], "jar", version), null));
        }
        List<ArtifactResult> resolved;
        try {
            resolved = repositorySystem.resolveDependencies(repositories, new DependencyRequest(collect, null))
                    .getArtifactResults();
        } catch (DependencyResolutionException e) {
            throw failed(request, version, module, firstLine(e.getMessage()));
        }
        return resolved.stream().map(r -> r.getArtifact().getFile()).filter(Objects::nonNull).map(File::toPath)
                .toList();
    }

    /**
     * Why the coordinates change nothing in the module: an artifact of the request that is not among
     * its resolved dependencies (direct or transitive, at the module's own versions); null when all are.
     */
    private String missingArtifact(VariantRequest request, String version, MavenProject module) {
        for (String artifact : request.artifacts()) {
            boolean present = module.getArtifacts().stream()
                    .anyMatch(a -> artifact.equals(a.getGroupId() + ":" + a.getArtifactId()));
            if (!present) {
                return artifact + " is not among the dependencies of " + module.getArtifactId()
                        + " (direct or transitive), so version " + version + " would change nothing; name an"
                        + " artifact the project uses (mvn dependency:tree lists them)";
            }
        }
        return null;
    }

    /** The dependency at the variant's version when it is one of the variant's artifacts. */
    private static Dependency at(VariantRequest request, String version, Dependency dependency) {
        org.eclipse.aether.artifact.Artifact artifact = dependency.getArtifact();
        String ga = artifact.getGroupId() + ":" + artifact.getArtifactId();
        return request.artifacts().contains(ga) ? dependency.setArtifact(artifact.setVersion(version)) : dependency;
    }

    private BadInputException failed(VariantRequest request, String version, MavenProject module, String why) {
        return new BadInputException("bench.variants: variant " + version + " (" + request.spec(version) + ") of "
                + module.getArtifactId() + " cannot be resolved" + (session.isOffline() ? " in offline mode (-o)" : "")
                + ": " + why + "; check the version" + (session.isOffline() ? ", or run once online" : "")
                + " (bench.variants '" + request.describe() + "')");
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no reason given";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).trim();
    }
}
