package io.github.uts58.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian packages that are not installed on this machine, fetched from Debian's archive when an
 * evaluation needs them ({@code apt-get download}, the registry a machine of this kind reaches) and
 * unpacked with {@code dpkg-deb -x} under {@code target/eval/debian}: real text nobody on the team
 * wrote, read in place there and never copied into the repository.
 */
final class ArchivePackages {
  private static final Path CACHE = Path.of("target/eval/debian").toAbsolutePath();

  private ArchivePackages() {}

  /** One unpacked package: its name and version as fetched, and the directory it is in. */
  record Unpacked(String name, String version, Path root) {
    /** A file's name in labels: {@code debian:NAME_VERSION/its/path}, the same on every machine. */
    String source(Path file) {
      return "debian:" + name + "_" + version + "/" + root.relativize(file);
    }
  }

  /**
   * Each {@code name=version} fetched and unpacked, in the order given. A version the archive no
   * longer has is fetched as its current one, with a warning: labels keyed to the old version's
   * lines then count as stale (the version read instead is kept in {@code NAME_VERSION.gone}, so
   * later runs read it without fetching again). A package that cannot be fetched at all is left out
   * with a warning.
   */
  static List<Unpacked> fetch(List<String> pinned) throws IOException, InterruptedException {
    Files.createDirectories(CACHE);
    List<Unpacked> unpacked = new ArrayList<>();
    for (String spec : pinned) {
      String name = spec.substring(0, spec.indexOf('='));
      String version = spec.substring(spec.indexOf('=') + 1);
      Path root = CACHE.resolve(name + "_" + version);
      Path gone = CACHE.resolve(name + "_" + version + ".gone"); // the version read instead
      if (!Files.isDirectory(root) && Files.isRegularFile(gone)) {
        String fetched = Files.readString(gone).strip();
        warnGone(name, version, fetched);
        version = fetched;
        root = CACHE.resolve(name + "_" + version);
      }
      if (!Files.isDirectory(root)) {
        Path deb = download(name, version);
        if (deb == null) {
          System.err.println("eval: " + name + ": not in the archive reachable here; left out");
          continue;
        }
        String fetched = deb.getFileName().toString().split("_")[1].replace("%3a", ":");
        if (!fetched.equals(version)) {
          warnGone(name, version, fetched);
          Files.writeString(gone, fetched + "\n");
          version = fetched;
          root = CACHE.resolve(name + "_" + version);
          if (Files.isDirectory(root)) { // unpacked before the marker was written
            Files.delete(deb);
            unpacked.add(new Unpacked(name, version, root));
            continue;
          }
        }
        Path partial = CACHE.resolve(root.getFileName() + ".partial");
        deleteTree(partial);
        Files.createDirectories(partial);
        int unpackedOk =
            exec(
                CACHE,
                "dpkg-deb",
                "-x",
                deb.toAbsolutePath().toString(),
                partial.toAbsolutePath().toString());
        Files.delete(deb);
        if (unpackedOk != 0) {
          System.err.println("eval: " + name + ": dpkg-deb could not unpack it; left out");
          continue;
        }
        Files.move(partial, root); // whole or not at all: an interrupted unpack is redone
      }
      unpacked.add(new Unpacked(name, version, root));
    }
    return unpacked;
  }

  private static void warnGone(String name, String version, String fetched) {
    System.err.println(
        "eval: "
            + name
            + " "
            + version
            + " is gone from the archive; reading "
            + fetched
            + " (labels keyed to "
            + version
            + " will count as stale)");
  }

  private static boolean listsRefreshed;

  /**
   * The {@code .deb} of {@code name} at {@code version}, or its current one; null if neither. A
   * version apt's lists do not name sends for fresh lists once per run ({@code apt-get update}, as
   * root): a new machine's lists may predate the version a label was keyed to.
   */
  private static Path download(String name, String version)
      throws IOException, InterruptedException {
    String pinned = name + "=" + version;
    boolean fetched = aptDownload(pinned);
    if (!fetched && !listsRefreshed) {
      listsRefreshed = true;
      System.err.println("eval: apt's lists lack " + pinned + "; apt-get update");
      if (exec(CACHE, "apt-get", "update", "-q") != 0) {
        System.err.println("eval: apt-get update failed (not root?); reading what the lists name");
      }
      fetched = aptDownload(pinned);
    }
    if (!fetched && !aptDownload(name)) {
      return null;
    }
    try (Stream<Path> s = Files.list(CACHE)) {
      List<Path> debs =
          s.filter(p -> p.getFileName().toString().startsWith(name + "_"))
              .filter(p -> p.getFileName().toString().endsWith(".deb"))
              .toList();
      return debs.size() == 1 ? debs.get(0) : null;
    }
  }

  private static boolean aptDownload(String spec) throws IOException, InterruptedException {
    return exec(CACHE, "apt-get", "download", "-q", spec) == 0;
  }

  private static int exec(Path dir, String... command) throws IOException, InterruptedException {
    Process p;
    try {
      p =
          new ProcessBuilder(command)
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
    } catch (IOException e) {
      System.err.println("eval: " + command[0] + " not available (" + e.getMessage() + ")");
      return -1;
    }
    if (!p.waitFor(300, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return -1;
    }
    return p.exitValue();
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
