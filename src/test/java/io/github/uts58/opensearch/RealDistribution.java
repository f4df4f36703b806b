package io.github.uts58.opensearch;

import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.opensearch.common.xcontent.json.JsonXContent;
import org.opensearch.core.common.bytes.BytesArray;
import org.opensearch.test.rest.yaml.ObjectPath;

/**
 * The real OpenSearch distribution from Maven Central ({@code uts58.distribution.zip}) with our zip
 * ({@code uts58.plugin.zip}) installed by its {@code bin/opensearch-plugin}, as users do, and node
 * processes on 127.0.0.1 (as nobody when run as root: OpenSearch refuses root), driven over HTTP
 * with the JDK's own client. For {@link RealDistributionIT} and {@link
 * RealDistributionIndexingBenchmark}.
 */
final class RealDistribution implements AutoCloseable {
  private static final Path DISTRIBUTION =
      Path.of(System.getProperty("uts58.distribution.zip", "target/distributions/missing.zip"));
  private static final Path PLUGIN_ZIP =
      Path.of(System.getProperty("uts58.plugin.zip", "target/releases/missing.zip"));

  /**
   * JDK for the nodes: 3.x runs on the JDK that runs the tests (21+); 2.x needs one with a
   * SecurityManager.
   */
  private static final String NODE_JAVA_HOME =
      System.getProperty("uts58.node.java.home", System.getProperty("java.home"));

  /**
   * The JDK's own client: the same on every OpenSearch line (their REST clients use different
   * HttpClients).
   */
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  /** One node process: its own config directory, data, logs, ports and pid file. */
  record Node(String name, Path config, Path pidFile, int httpPort, int transportPort) {}

  /** A response with a status of 400 or more. */
  static final class HttpError extends IOException {
    final int status;

    HttpError(int status, String body) {
      super(status + " " + body);
      this.status = status;
    }
  }

  private final Path work;
  private final Path home;
  private final String heap;
  private final List<Node> nodes = new ArrayList<>();

  private RealDistribution(Path work, Path home, String heap) {
    this.work = work;
    this.home = home;
    this.heap = heap;
  }

  /**
   * Unzips the distribution into {@code target/<workName>}, installs the plugin, and starts {@code
   * nodeCount} nodes with heap options {@code heap} (node-0 the only cluster manager, so the others
   * may be killed); returns when the cluster is green.
   */
  static RealDistribution installAndStart(String workName, int nodeCount, String heap)
      throws Exception {
    if (!Files.isRegularFile(DISTRIBUTION)) {
      fail(
          "OpenSearch distribution not found at "
              + DISTRIBUTION
              + " (mvn verify copies it from Maven Central)");
    }
    assertTrue("plugin zip not built: " + PLUGIN_ZIP, Files.isRegularFile(PLUGIN_ZIP));
    Path work = Files.createDirectories(Path.of("target", workName).toAbsolutePath());
    deleteRecursively(work);
    Files.createDirectories(work);
    RealDistribution d = new RealDistribution(work, unzip(DISTRIBUTION, work), heap);
    // The installer, as users run it.
    run(
        List.of(
            d.home.resolve("bin/opensearch-plugin").toString(),
            "install",
            "--batch",
            PLUGIN_ZIP.toUri().toString()),
        Map.of("JAVA_HOME", NODE_JAVA_HOME),
        work.resolve("install.log"));
    int[] ports = freePorts(2 * nodeCount);
    List<String> seeds = new ArrayList<>();
    for (int n = 0; n < nodeCount; n++) {
      seeds.add("\"127.0.0.1:" + ports[2 * n + 1] + "\"");
    }
    for (int n = 0; n < nodeCount; n++) {
      String name = "node-" + n;
      Path config = work.resolve(name + "-config");
      copyRecursively(d.home.resolve("config"), config);
      Files.writeString(
          config.resolve("opensearch.yml"),
          String.join(
              "\n",
              "cluster.name: uts58-" + workName,
              "node.name: " + name,
              "network.host: 127.0.0.1",
              "http.port: " + ports[2 * n],
              "transport.port: " + ports[2 * n + 1],
              "discovery.seed_hosts: " + seeds,
              "node.roles: " + (n == 0 ? "[cluster_manager, data, ingest]" : "[data, ingest]"),
              "cluster.initial_cluster_manager_nodes: [\"node-0\"]",
              "path.data: " + work.resolve(name + "-data"),
              "path.logs: " + work.resolve(name + "-logs"),
              ""));
      d.nodes.add(
          new Node(name, config, work.resolve(name + ".pid"), ports[2 * n], ports[2 * n + 1]));
    }
    giveToNodeUser(work);
    for (Node node : d.nodes) {
      d.start(node);
    }
    d.awaitCluster(d.nodes.get(0), "green");
    return d;
  }

  List<Node> nodes() {
    return nodes;
  }

  /** The installed distribution's home. */
  Path home() {
    return home;
  }

  /** Kills every node and deletes the work directory (unless {@code uts58.keep.distribution}). */
  @Override
  public void close() throws Exception {
    for (Node node : nodes) {
      kill(node);
    }
    if (!Boolean.getBoolean("uts58.keep.distribution")) {
      deleteRecursively(work);
    }
  }

  void start(Node node) throws Exception {
    List<String> command = new ArrayList<>();
    if (isRoot()) {
      command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
    }
    command.addAll(
        List.of(home.resolve("bin/opensearch").toString(), "-d", "-p", node.pidFile().toString()));
    Files.deleteIfExists(node.pidFile());
    run(
        command,
        Map.of(
            "JAVA_HOME",
            NODE_JAVA_HOME,
            "OPENSEARCH_PATH_CONF",
            node.config().toString(),
            "OPENSEARCH_JAVA_OPTS",
            heap),
        work.resolve(node.name() + "-start.log"));
  }

  void kill(Node node) throws Exception {
    if (Files.isRegularFile(node.pidFile())) {
      long pid = Long.parseLong(Files.readString(node.pidFile()).strip());
      ProcessHandle.of(pid)
          .ifPresent(
              p -> {
                p.destroyForcibly();
                p.onExit().orTimeout(30, TimeUnit.SECONDS).join();
              });
      Files.deleteIfExists(node.pidFile());
    }
  }

  /**
   * Waits (up to 180 s) until {@code node} reports every node of the cluster and {@code status}.
   */
  void awaitCluster(Node node, String status) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
    while (System.nanoTime() < deadline) {
      try {
        ObjectPath health =
            json(
                call(
                    node,
                    "GET",
                    "/_cluster/health?wait_for_nodes="
                        + nodes.size()
                        + "&wait_for_status="
                        + status
                        + "&timeout=10s",
                    null));
        if (status.equals(health.evaluate("status"))
            && (int) health.evaluate("number_of_nodes") == nodes.size()) {
          return;
        }
      } catch (IOException e) {
        Thread.sleep(1000); // not up yet
      }
    }
    fail("cluster not " + status + " within 180 s; logs in " + work);
  }

  /** The response body of a request; a status of 400 or more is an {@link HttpError}. */
  static String call(Node node, String method, String path, String body) throws IOException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + node.httpPort() + path))
            .timeout(Duration.ofSeconds(120))
            .header(
                "Content-Type",
                path.contains("_bulk") ? "application/x-ndjson" : "application/json")
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    HttpResponse<String> response;
    try {
      response =
          HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    if (response.statusCode() >= 400) {
      throw new HttpError(response.statusCode(), response.body());
    }
    return response.body();
  }

  static ObjectPath json(String body) throws IOException {
    return ObjectPath.createFromXContent(JsonXContent.jsonXContent, new BytesArray(body));
  }

  private static boolean isRoot() throws IOException, InterruptedException {
    Process p = new ProcessBuilder("id", "-u").start();
    String uid = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    p.waitFor();
    return uid.equals("0");
  }

  /** As root, everything the nodes touch belongs to nobody (OpenSearch will not run as root). */
  private static void giveToNodeUser(Path dir) throws Exception {
    if (isRoot()) {
      run(List.of("chown", "-R", "65534:65534", dir.toString()), Map.of(), null);
    }
  }

  /**
   * Runs a command to completion, output to {@code log} (never a pipe a daemon could hold open).
   */
  private static void run(List<String> command, Map<String, String> env, Path log)
      throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    pb.redirectOutput(
        log == null
            ? ProcessBuilder.Redirect.DISCARD
            : ProcessBuilder.Redirect.appendTo(log.toFile()));
    pb.environment().putAll(env);
    Process p = pb.start();
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      p.destroyForcibly();
      fail(command + " failed" + (log == null ? "" : ":\n" + Files.readString(log)));
    }
  }

  private static int[] freePorts(int n) throws IOException {
    int[] ports = new int[n];
    List<ServerSocket> sockets = new ArrayList<>();
    try {
      for (int i = 0; i < n; i++) {
        ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        sockets.add(s);
        ports[i] = s.getLocalPort();
      }
    } finally {
      for (ServerSocket s : sockets) {
        s.close();
      }
    }
    return ports;
  }

  /** Unzips the distribution (keeping bin/ executable); returns its home directory. */
  private static Path unzip(Path zip, Path into) throws IOException {
    Path root = null;
    try (ZipFile z = new ZipFile(zip.toFile())) {
      for (Enumeration<? extends ZipEntry> entries = z.entries(); entries.hasMoreElements(); ) {
        ZipEntry e = entries.nextElement();
        Path target = into.resolve(e.getName()).normalize();
        if (!target.startsWith(into)) {
          throw new IOException("zip entry outside the target: " + e.getName());
        }
        if (root == null) {
          root = into.resolve(into.relativize(target).getName(0));
        }
        if (e.isDirectory()) {
          Files.createDirectories(target);
          continue;
        }
        Files.createDirectories(target.getParent());
        try (InputStream in = z.getInputStream(e)) {
          Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        if (into.relativize(target).getName(1).toString().equals("bin")) {
          Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
      }
    }
    return root;
  }

  private static void copyRecursively(Path from, Path to) throws IOException {
    try (var paths = Files.walk(from)) {
      for (Path p : paths.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
