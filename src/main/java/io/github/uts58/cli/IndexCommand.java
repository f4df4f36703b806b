package io.github.uts58.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code uts58 index}: lines (or JSON records' text) into an on-disk Lucene index with link facets.
 */
final class IndexCommand implements Command {
  /** Lines between commits: what a crash or kill can lose at most. */
  private static final int COMMIT_EVERY = 10_000;

  @Override
  public String name() {
    return "index";
  }

  @Override
  public String synopsis() {
    return "index --index DIR [--json-field NAME] [--progress | --no-progress] [SETTINGS] FILE...";
  }

  @Override
  public String summary() {
    return "add each line (or JSON record) to an on-disk Lucene index";
  }

  @Override
  public String details() {
    return """
        Adds every line of the FILEs (UTF-8) to the Lucene index in DIR (created if missing, appended to
        otherwise), analyzed with the uts58 analyzer, with the line's links, hosts, registrable domains,
        emails and email domains as exact, facetable fields.
          --json-field NAME  each line is a JSON object; index its text field NAME (a.b for nested);
                             lines that are not such objects are skipped with a warning
          --progress         show bytes, lines, links and rate on stderr (default: when it is a terminal)
        The index is committed every 10,000 lines and on Ctrl-C or kill: lines committed stay searchable.
        SETTINGS: the detection settings, as for detect (give search the same ones); schemeless_links is
        precise here by default, so file names such as setup.py are no hosts.
        """;
  }

  @Override
  public List<String> flags() {
    return List.of("--progress", "--no-progress");
  }

  @Override
  public List<String> valued() {
    return Command.withDetectionSettings("--index", "--json-field");
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    Path dir = args.index();
    DetectionOptions settings = args.detection(name());
    if (args.operands().isEmpty()) {
      throw new Arguments.UsageException("index needs at least one FILE");
    }
    for (String f : args.operands()) {
      Terminal.readableFile(f);
    }
    boolean progress =
        args.has("--progress") || (!args.has("--no-progress") && Progress.interactive());
    index(dir, args.operands(), args.get("--json-field"), settings, progress, terminal);
    return OK;
  }

  /** What was read: bytes and lines added, lines skipped (not JSON records with the field). */
  private static final class Counts {
    long bytes;
    long lines;
    long skipped;
  }

  /** Adds the files' lines to the index in {@code dir}; {@code jsonField}: null for plain lines. */
  void index(
      Path dir,
      List<String> files,
      String jsonField,
      DetectionOptions settings,
      boolean showProgress,
      Terminal terminal)
      throws IOException {
    Progress progress = new Progress(terminal.err, showProgress);
    Files.createDirectories(dir);
    Counts counts = new Counts();
    try (LinkIndex.Writer writer = new LinkIndex(settings).writer(dir)) {
      // On Ctrl-C or kill (not -9), keep what was added: commit before the JVM exits.
      Thread commitOnExit =
          new Thread(
              () -> {
                try {
                  writer.commit();
                } catch (IOException | RuntimeException e) {
                  // the writer may be closing already; the last commit stands
                }
              },
              "uts58-index-commit");
      Runtime.getRuntime().addShutdownHook(commitOnExit);
      try {
        for (String f : files) {
          terminal.eachLine(
              List.of(f),
              (source, number, line) -> {
                counts.bytes += line.length() + 1;
                String text =
                    jsonField == null
                        ? line
                        : jsonText(line, jsonField, source, number, counts, terminal);
                if (text != null) {
                  writer.add(source, number, text);
                  if (++counts.lines % COMMIT_EVERY == 0) {
                    writer.commit();
                  }
                }
                progress.update(counts.bytes, counts.lines, writer.links());
              });
        }
        writer.commit();
      } finally {
        try {
          Runtime.getRuntime().removeShutdownHook(commitOnExit);
        } catch (IllegalStateException e) {
          // the JVM is already shutting down: the hook commits
        }
      }
      progress.finish();
      terminal.err.printf(
          Locale.ROOT,
          "indexed %,d lines with %,d link values from %d file(s) into %s in %.1f s%s%n",
          counts.lines,
          writer.links(),
          files.size(),
          dir,
          progress.seconds(),
          counts.skipped > 0
              ? String.format(Locale.ROOT, "; skipped %,d lines", counts.skipped)
              : "");
    }
  }

  /**
   * The text at a dotted path of a JSON object line, or null (with a warning for the first ten)
   * when there is none.
   */
  private static String jsonText(
      String line, String path, String source, int number, Counts counts, Terminal terminal) {
    if (line.isBlank()) {
      return null;
    }
    Object value;
    try {
      value = Json.parse(line);
      for (String key : path.split("\\.")) {
        value = value instanceof Map<?, ?> map ? map.get(key) : null;
      }
    } catch (IllegalArgumentException e) {
      value = null;
    }
    if (value instanceof String s) {
      return s;
    }
    if (++counts.skipped <= 10) {
      terminal.err.println(
          "uts58: "
              + source
              + ":"
              + number
              + ": skipped: not a JSON object with a text field '"
              + path
              + "'");
    }
    return null;
  }
}
