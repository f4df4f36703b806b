package io.github.uts58.cli;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.conformance.FormattingTestFile;
import io.github.uts58.core.BidiDisplay;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.core.MinimalEscaping;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bin/uts58}: the command-line entry point. Reads and writes UTF-8; errors go to stderr with
 * a non-zero exit status (1 for failures, 2 for usage errors). Input that is not valid UTF-8 is
 * decoded with U+FFFD in place of each bad sequence and a warning (FILE:LINE, count) per source;
 * the status stays 0. A closed stdout ends the run at once, with status 0.
 */
public final class Main {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  private static final String USAGE_TEXT =
      """
      usage: uts58 <command> [options]

      commands:
        demo                         index a generated multilingual log and show searches and facets
        detect [--mark|--json] [SETTINGS] [FILE...]
                                     find URLs and email addresses (UTS #58) in FILEs or stdin
        escape [FILE...]             write each URL (one per line) minimally escaped (§4)
        display [FILE...]            write each line with its links in bidi-safe display form (PRI 185)
        index --index DIR [--json-field NAME] [--progress|--no-progress] FILE...
                                     add each line (or JSON record) to an on-disk Lucene index
        search --index DIR [--limit N] QUERY
                                     lines with a link (in any spelling) or with the words of QUERY
        facets --index DIR [--by url|host|domain|email|email-domain] [--top N] [--json]
                                     the most frequent links, hosts, registrable domains, emails
        conformance DIR              run Unicode's LinkDetectionTest.txt and LinkFormattingTest.txt
        help [COMMAND]               this text, or a command's

      detect, index, search and demo take the analysis components' detection settings as options,
      e.g. --max-link-length 16, --tld-file FILE, --check-invalid-tld flag, --adjust-start true,
      --schemeless-links all|precise|www_only (index, search and demo: precise by default, so file
      names such as setup.py or Makefile.in are no hosts; detect: all, UTS #58 exactly).

      Input is UTF-8; a byte sequence that is not is read as U+FFFD, with one warning per file on
      stderr (FILE:LINE of the first, and the count); the exit status is unaffected. Exit status: 0
      done (also when stdout was closed, e.g. by head), 1 failure or no match, 2 usage error.
      Run 'uts58 COMMAND --help' for a command's options.
      """;

  private static final java.util.Map<String, String> COMMAND_HELP = java.util.Map.of(
      "detect", """
          usage: uts58 detect [--mark | --json] [SETTINGS] [FILE...]
          Finds URLs and email addresses (UTS #58) in FILEs, or stdin; UTF-8.
          SETTINGS are the analysis components' detection settings (see README), for example
            --max-link-length 16  --tld-file FILE  --check-invalid-tld flag|reject  --adjust-start true
          (rejected links are left out; --json lists the checks a link failed under "checks").
            (default)  one line per link: LINE<TAB>START<TAB>END<TAB>TYPE<TAB>TEXT
                       (with several FILEs, LINE is FILE:LINE); START/END are UTF-16 offsets in the line
            --mark     each input line with ⸠ and ⸡ around every link (LinkDetectionTest.txt notation)
            --json     one JSON object per link: source, line, start/end (UTF-16 offsets in the line),
                       start_cp/end_cp (code point offsets), type, text, normalized, host,
                       registrable_domain (null when none), truncated, checks
          """,
      "escape", """
          usage: uts58 escape [FILE...]
          Reads one URL per line whose syntax characters inside parts are percent-escaped (parts split on
          literal / ? # & =), decodes each part and writes the minimally escaped form (UTS #58 §4.1).
          Escapes that are not valid UTF-8 are kept.
          """,
      "display", """
          usage: uts58 display [--visible] [FILE...]
          Writes each line with every link replaced by its display form for bidirectional text
          (PRI 185, option 1 "constant order"): the link isolated (LRI … PDI), each field fenced with
          LRM, percent-escape runs kept left-to-right (LRO … PDF); its fields then show left to right in
          both LTR and RTL paragraphs. --visible shows the invisible controls as <LRI> <PDI> <LRM> <LRO> <PDF>.
          """,
      "index", """
          usage: uts58 index --index DIR [--json-field NAME] [--progress | --no-progress] [SETTINGS] FILE...
          Adds every line of the FILEs (UTF-8) to the Lucene index in DIR (created if missing, appended to
          otherwise), analyzed with the uts58 analyzer, with the line's links, hosts, registrable domains,
          emails and email domains as exact, facetable fields.
            --json-field NAME  each line is a JSON object; index its text field NAME (a.b for nested);
                               lines that are not such objects are skipped with a warning
            --progress         show bytes, lines, links and rate on stderr (default: when it is a terminal)
          The index is committed every 10,000 lines and on Ctrl-C or kill: lines committed stay searchable.
          SETTINGS: the detection settings, as for detect (give search the same ones).
          """,
      "search", """
          usage: uts58 search --index DIR [--limit N] [SETTINGS] QUERY
          If QUERY is one URL or email address, finds the lines that contain it in any spelling
          (escaped or not, punycode or IDN, any host case); otherwise the lines with QUERY's words
          (as a phrase). Prints SOURCE:LINE: TEXT, links highlighted on a terminal; at most N (default 20).
          Exit status 1 when nothing matches.
          """,
      "facets", """
          usage: uts58 facets --index DIR [--by url|host|domain|email|email-domain] [--top N] [--json]
          Counts lines per value (default --by host, --top 10), as an aligned table with a bar per row,
          or as JSON: [{"value": …, "count": …}, …].
          """,
      "conformance", """
          usage: uts58 conformance DIR
          Runs DIR/LinkDetectionTest.txt and DIR/LinkFormattingTest.txt (e.g. shared/uts58/conformance);
          prints 'N passed, M failed' per file and each failure on stderr; exit status 1 on any failure.
          """,
      "demo", """
          usage: uts58 demo [SETTINGS]
          Generates a deterministic multilingual sample log, indexes it into a temporary directory, and
          shows detection, exact-URL searches in several spellings, and link facets.
          """);

  private final InputStream stdin;
  private final PrintStream stdout;
  private final PrintWriter out;
  private final PrintWriter err;

  Main(InputStream in, PrintStream out, PrintStream err) {
    this.stdin = in;
    this.stdout = out;
    this.out = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
    this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
  }

  /** Thrown when stdout is closed (a pipe reader such as head has quit): nothing more can be written. */
  private static final class OutputClosed extends RuntimeException {
    OutputClosed() {
      super(null, null, false, false);
    }
  }

  /** Held strongly: JUL keeps loggers weakly, and a collected one forgets its level. */
  private static final java.util.logging.Logger LUCENE_VECTORIZATION =
      java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");

  public static void main(String[] args) {
    // Lucene tells, on every start, that the incubating Vector API is not enabled; not useful here.
    LUCENE_VECTORIZATION.setLevel(java.util.logging.Level.SEVERE);
    int status = new Main(System.in, System.out, System.err).run(args);
    System.exit(status);
  }

  int run(String[] args) {
    try {
      if (args.length == 0) {
        err.print(USAGE_TEXT);
        return USAGE;
      }
      String command = args[0];
      List<String> rest = new ArrayList<>(List.of(args).subList(1, args.length));
      if (rest.contains("--help") || rest.contains("-h")) {
        out.print(COMMAND_HELP.getOrDefault(command, USAGE_TEXT));
        return COMMAND_HELP.containsKey(command) || command.equals("help") ? OK : usage("unknown command: " + command);
      }
      return switch (command) {
        case "detect" -> detect(rest);
        case "escape" -> escape(rest);
        case "display" -> display(rest);
        case "index" -> index(rest);
        case "search" -> search(rest);
        case "facets" -> facets(rest);
        case "conformance" -> conformance(rest);
        case "demo" -> demo(rest);
        case "help", "--help", "-h" -> {
          out.print(rest.isEmpty() ? USAGE_TEXT : COMMAND_HELP.getOrDefault(rest.get(0), USAGE_TEXT));
          yield OK;
        }
        default -> usage("unknown command: " + command);
      };
    } catch (OutputClosed e) {
      return OK;
    } catch (UsageException e) {
      return usage(e.getMessage());
    } catch (IOException | UncheckedIOException e) {
      err.println("uts58: " + e.getMessage());
      return FAILED;
    } finally {
      out.flush();
      err.flush();
    }
  }

  private int usage(String message) {
    err.println("uts58: " + message);
    err.println("Run 'uts58 help' for usage.");
    return USAGE;
  }

  private static final class UsageException extends RuntimeException {
    UsageException(String message) {
      super(message);
    }
  }

  /** Splits flags (checked against {@code allowed}) from operands. */
  private static List<String> operands(List<String> args, List<String> allowed, List<String> flagsOut) {
    List<String> operands = new ArrayList<>();
    for (String a : args) {
      if (a.startsWith("--")) {
        if (!allowed.contains(a)) {
          throw new UsageException("unknown option: " + a);
        }
        flagsOut.add(a);
      } else {
        operands.add(a);
      }
    }
    return operands;
  }

  private interface LineHandler {
    void line(String source, int number, String line);
  }

  /**
   * Feeds every line of the files (or stdin when there are none) to the handler, decoding both the
   * same way ({@link Utf8Lines}); stops at once when stdout is closed.
   */
  private void eachLine(List<String> files, LineHandler handler) throws IOException {
    if (files.isEmpty()) {
      readLines("<stdin>", stdin, handler);
      return;
    }
    for (String f : files) {
      Path path = Path.of(f);
      if (!Files.isReadable(path) || Files.isDirectory(path)) {
        throw new IOException("cannot read file: " + f);
      }
      try (InputStream in = Files.newInputStream(path)) {
        readLines(f, in, handler);
      }
    }
  }

  private void readLines(String source, InputStream in, LineHandler handler) throws IOException {
    Utf8Lines lines = new Utf8Lines(in);
    String line;
    while ((line = lines.next()) != null) {
      handler.line(source, lines.lineNumber(), line);
      if ((lines.lineNumber() & 63) == 0) {
        checkOutput();
      }
    }
    checkOutput();
    if (lines.invalidSequences() > 0) {
      err.println("uts58: warning: " + source + ":" + lines.firstInvalidLine() + ": not valid UTF-8, read as U+FFFD ("
          + String.format(Locale.ROOT, "%,d", lines.invalidSequences()) + " invalid sequence"
          + (lines.invalidSequences() > 1 ? "s" : "") + " in " + source + ")");
    }
  }

  /** Throws {@link OutputClosed} when stdout can take no more (a closed pipe). */
  private void checkOutput() {
    out.flush();
    if (stdout.checkError()) {
      throw new OutputClosed();
    }
  }

  /** The detection settings given as options, as a usage error when a value is wrong. */
  private static DetectionOptions settings(String command, Parsed p) throws IOException {
    try {
      return DetectionOptions.of(command, p.options());
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static List<String> withSettings(String... valued) {
    List<String> all = new ArrayList<>(List.of(valued));
    all.addAll(DetectionOptions.options());
    return all;
  }

  private int detect(List<String> args) throws IOException {
    Parsed p = parse(args, List.of("--mark", "--json"), withSettings());
    if (p.flags().contains("--mark") && p.flags().contains("--json")) {
      throw new UsageException("--mark and --json cannot be used together");
    }
    boolean mark = p.flags().contains("--mark");
    boolean json = p.flags().contains("--json");
    DetectionOptions settings = settings("detect", p);
    List<String> files = p.operands();
    eachLine(files, (source, number, line) -> {
      List<LinkDetection.CheckedLink> links = settings.links(line);
      if (mark) {
        out.println(marked(line, links));
        return;
      }
      for (LinkDetection.CheckedLink checked : links) {
        Link link = checked.link();
        if (json) {
          out.println(detectJson(source, number, line, checked, settings));
        } else {
          out.println((files.size() > 1 ? source + ":" : "") + number + "\t" + link.start() + "\t" + link.end()
              + "\t" + link.type() + "\t" + link.text(line));
        }
      }
    });
    return OK;
  }

  /** The line with ⸠ and ⸡ around each link kept (LinkDetectionTest.txt notation). */
  private static String marked(String line, List<LinkDetection.CheckedLink> links) {
    return DetectionTestFile.mark(line, links.stream().map(LinkDetection.CheckedLink::link).toList());
  }

  private static String detectJson(String source, int number, String line, LinkDetection.CheckedLink checked,
      DetectionOptions settings) {
    Link link = checked.link();
    String text = link.text(line);
    String host = line.substring(link.hostStart(), link.hostEnd());
    String normalized = link.truncated() ? null : settings.facets.normalizer().normalize(text, link.type());
    String domain = LinkNormalizer.registrableDomain(settings.detection.detector().topLevelDomains().publicSuffixList(), host, true);
    StringBuilder checks = new StringBuilder("[");
    for (String flag : checked.flags()) {
      checks.append(checks.length() > 1 ? "," : "").append(Json.quote(flag));
    }
    return "{\"source\":" + Json.quote(source) + ",\"line\":" + number
        + ",\"start\":" + link.start() + ",\"end\":" + link.end()
        + ",\"start_cp\":" + line.codePointCount(0, link.start()) + ",\"end_cp\":" + line.codePointCount(0, link.end())
        + ",\"type\":" + Json.quote(link.type().name().toLowerCase(Locale.ROOT))
        + ",\"text\":" + Json.quote(text)
        + ",\"normalized\":" + (normalized == null ? "null" : Json.quote(normalized))
        + ",\"host\":" + Json.quote(LinkNormalizer.normalizeHost(host))
        + ",\"registrable_domain\":" + (domain == null ? "null" : Json.quote(domain))
        + ",\"truncated\":" + link.truncated()
        + ",\"checks\":" + checks.append(']') + "}";
  }

  private int escape(List<String> args) throws IOException {
    List<String> files = operands(args, List.of(), new ArrayList<>());
    eachLine(files, (source, number, line) -> out.println(line.isEmpty() ? "" : MinimalEscaping.minimalEscape(line)));
    return OK;
  }

  private int display(List<String> args) throws IOException {
    List<String> flags = new ArrayList<>();
    List<String> files = operands(args, List.of("--visible"), flags);
    boolean visible = flags.contains("--visible");
    LinkDetector detector = LinkDetector.getDefault();
    eachLine(files, (source, number, line) -> {
      StringBuilder sb = new StringBuilder();
      int last = 0;
      for (Link link : detector.detect(line)) {
        sb.append(line, last, link.start()).append(BidiDisplay.displayForm(link.text(line), link.type()));
        last = link.end();
      }
      String shown = sb.append(line, last, line.length()).toString();
      out.println(visible ? shown.replace("\u2066", "<LRI>").replace("\u2069", "<PDI>").replace("\u200E", "<LRM>")
          .replace("\u202D", "<LRO>").replace("\u202C", "<PDF>") : shown);
    });
    return OK;
  }

  private int conformance(List<String> args) throws IOException {
    List<String> dirs = operands(args, List.of(), new ArrayList<>());
    if (dirs.size() != 1) {
      throw new UsageException("conformance needs one directory (e.g. shared/uts58/conformance)");
    }
    Path dir = Path.of(dirs.get(0));
    Path detection = dir.resolve("LinkDetectionTest.txt");
    Path formatting = dir.resolve("LinkFormattingTest.txt");
    for (Path p : List.of(detection, formatting)) {
      if (!Files.isReadable(p)) {
        throw new IOException("cannot read " + p);
      }
    }
    int failed = 0;
    int passed = 0;
    for (DetectionTestFile.Result r : DetectionTestFile.run(LinkDetector.getDefault(), DetectionTestFile.read(detection))) {
      if (r.passed()) {
        passed++;
      } else {
        failed++;
        err.println("FAIL " + detection.getFileName() + ":" + r.testCase().lineNumber()
            + "\n  expected: " + r.testCase().marked() + "\n  actual:   " + r.actual());
      }
    }
    out.println(detection.getFileName() + ": " + passed + " passed, " + failed + " failed");
    int totalFailed = failed;
    failed = 0;
    passed = 0;
    for (FormattingTestFile.Result r : FormattingTestFile.run(FormattingTestFile.read(formatting))) {
      if (r.passed()) {
        passed++;
      } else {
        failed++;
        err.println("FAIL " + formatting.getFileName() + ":" + r.testCase().lineNumber()
            + "\n  expected: " + r.testCase().expected() + "\n  actual:   " + r.actual());
      }
    }
    out.println(formatting.getFileName() + ": " + passed + " passed, " + failed + " failed");
    return totalFailed + failed == 0 ? OK : FAILED;
  }

  /** Parsed options: flags, options with a value, and operands. */
  private record Parsed(java.util.Map<String, String> options, java.util.Set<String> flags, List<String> operands) {
    String get(String name) {
      return options.get(name);
    }

    int positiveInt(String name, int defaultValue) {
      String v = options.get(name);
      if (v == null) {
        return defaultValue;
      }
      try {
        int n = Integer.parseInt(v);
        if (n > 0) {
          return n;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new UsageException(name + " must be a positive integer, got '" + v + "'");
    }
  }

  private static Parsed parse(List<String> args, List<String> flags, List<String> valued) {
    java.util.Map<String, String> options = new java.util.HashMap<>();
    java.util.Set<String> given = new java.util.HashSet<>();
    List<String> operands = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!a.startsWith("--")) {
        operands.add(a);
      } else if (valued.contains(a)) {
        if (i + 1 >= args.size()) {
          throw new UsageException(a + " needs a value");
        }
        options.put(a, args.get(++i));
      } else if (flags.contains(a)) {
        given.add(a);
      } else {
        throw new UsageException("unknown option: " + a);
      }
    }
    return new Parsed(options, given, operands);
  }

  private static Path requiredIndex(Parsed p) {
    String dir = p.get("--index");
    if (dir == null) {
      throw new UsageException("--index DIR is required");
    }
    return Path.of(dir);
  }

  private Path existingIndex(Parsed p) throws IOException {
    Path dir = requiredIndex(p);
    if (!LinkIndex.exists(dir)) {
      throw new IOException("no index at " + dir + " (create one with: uts58 index --index " + dir + " FILE...)");
    }
    return dir;
  }

  private int index(List<String> args) throws IOException {
    Parsed p = parse(args, List.of("--progress", "--no-progress"), withSettings("--index", "--json-field"));
    Path dir = requiredIndex(p);
    DetectionOptions settings = settings("index", p);
    if (p.operands().isEmpty()) {
      throw new UsageException("index needs at least one FILE");
    }
    for (String f : p.operands()) {
      if (!Files.isReadable(Path.of(f)) || Files.isDirectory(Path.of(f))) {
        throw new IOException("cannot read file: " + f);
      }
    }
    String jsonField = p.get("--json-field");
    boolean progressShown = p.flags().contains("--progress") || (!p.flags().contains("--no-progress") && Progress.interactive());
    Progress progress = new Progress(err, progressShown);
    Files.createDirectories(dir);
    LinkIndex index = new LinkIndex(settings);
    long[] counts = new long[3]; // bytes, lines, skipped
    try (LinkIndex.Writer writer = index.writer(dir)) {
      // On Ctrl-C or kill (not -9), keep what was added: commit before the JVM exits.
      Thread commitOnExit = new Thread(() -> {
        try {
          writer.commit();
        } catch (IOException | RuntimeException e) {
          // the writer may be closing already; the last commit stands
        }
      }, "uts58-index-commit");
      Runtime.getRuntime().addShutdownHook(commitOnExit);
      try {
        for (String f : p.operands()) {
          eachLine(List.of(f), (source, number, line) -> {
            counts[0] += line.length() + 1;
            String text = jsonField == null ? line : jsonText(line, jsonField, source, number, counts);
            if (text != null) {
              try {
                writer.add(source, number, text);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
              if (++counts[1] % 10_000 == 0) {
                try {
                  writer.commit();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              }
            }
            progress.update(counts[0], counts[1], writer.links());
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
      err.printf(Locale.ROOT, "indexed %,d lines with %,d link values from %d file(s) into %s in %.1f s%s%n", counts[1],
          writer.links(), p.operands().size(), dir, progress.seconds(),
          counts[2] > 0 ? String.format(Locale.ROOT, "; skipped %,d lines", counts[2]) : "");
    }
    return OK;
  }

  /** The text at a dotted path of a JSON object line, or null (with a warning) when there is none. */
  private String jsonText(String line, String path, String source, int number, long[] counts) {
    if (line.isBlank()) {
      return null;
    }
    Object value;
    try {
      value = Json.parse(line);
      for (String key : path.split("\\.")) {
        value = value instanceof java.util.Map<?, ?> map ? map.get(key) : null;
      }
    } catch (IllegalArgumentException e) {
      value = null;
    }
    if (value instanceof String s) {
      return s;
    }
    if (++counts[2] <= 10) {
      err.println("uts58: " + source + ":" + number + ": skipped: not a JSON object with a text field '" + path + "'");
    }
    return null;
  }

  private int search(List<String> args) throws IOException {
    Parsed p = parse(args, List.of(), withSettings("--index", "--limit"));
    Path dir = existingIndex(p);
    int limit = p.positiveInt("--limit", 20);
    DetectionOptions settings = settings("search", p);
    if (p.operands().isEmpty()) {
      throw new UsageException("search needs a QUERY");
    }
    String query = String.join(" ", p.operands());
    LinkIndex index = new LinkIndex(settings);
    List<LinkIndex.Hit> hits = index.search(dir, query, limit);
    boolean color = Progress.interactive();
    java.util.Set<String> wanted = new java.util.HashSet<>();
    for (java.util.Set<String> values : index.linkValues(query.strip())) {
      wanted.addAll(values);
    }
    for (LinkIndex.Hit hit : hits) {
      out.println(hit.source() + ":" + hit.line() + ": " + (color ? highlight(hit.text(), wanted, index, settings) : hit.text()));
    }
    return hits.isEmpty() ? FAILED : OK;
  }

  /** Bold-underlines the links whose canonical value is one the query asked for. */
  private static String highlight(String text, java.util.Set<String> wanted, LinkIndex index, DetectionOptions settings) {
    StringBuilder sb = new StringBuilder();
    int last = 0;
    for (Link link : settings.detection.detector().detect(text)) {
      boolean match = false;
      for (java.util.Set<String> values : index.linkValues(link.text(text))) {
        for (String v : values) {
          match |= wanted.contains(v);
        }
      }
      if (match) {
        sb.append(text, last, link.start()).append("\u001b[1;4m").append(link.text(text)).append("\u001b[0m");
        last = link.end();
      }
    }
    return sb.append(text, last, text.length()).toString();
  }

  private int facets(List<String> args) throws IOException {
    Parsed p = parse(args, List.of("--json"), List.of("--index", "--by", "--top"));
    Path dir = existingIndex(p);
    String by = p.get("--by") == null ? "host" : p.get("--by");
    LinkIndex.Facet facet = LinkIndex.Facet.of(by);
    if (facet == null) {
      throw new UsageException("--by must be one of url, host, domain, email, email-domain; got '" + by + "'");
    }
    List<LinkIndex.Count> counts = new LinkIndex().facets(dir, facet, p.positiveInt("--top", 10));
    if (p.flags().contains("--json")) {
      StringBuilder sb = new StringBuilder("[");
      for (LinkIndex.Count c : counts) {
        sb.append(sb.length() > 1 ? "," : "").append("{\"value\":").append(Json.quote(c.value())).append(",\"count\":").append(c.count()).append('}');
      }
      out.println(sb.append(']'));
    } else {
      out.print(FacetTable.render(facet.cliName, counts));
    }
    return OK;
  }

  private int demo(List<String> args) throws IOException {
    Parsed p = parse(args, List.of(), withSettings());
    if (!p.operands().isEmpty()) {
      throw new UsageException("demo takes no operands");
    }
    DetectionOptions settings = settings("demo", p);
    LinkDetector detector = settings.detection.detector();
    out.println("UTS #58 link detection (" + detector.topLevelDomains().size() + " TLDs from "
        + detector.topLevelDomains().source() + ")\n");
    out.println("Detected links (⸠ ⸡):");
    for (String line : DemoText.LINES) {
      out.println("  " + marked(line, settings.links(line)));
    }
    out.println("\nMinimal escaping (§4):");
    for (String url : DemoText.ESCAPED_URLS) {
      out.println("  " + url + "\n    → " + MinimalEscaping.minimalEscape(url));
    }

    Path work = Files.createTempDirectory("uts58-demo");
    try {
      Path log = work.resolve("sample.log");
      List<String> lines = new ArrayList<>();
      for (SampleLog.Line l : SampleLog.generate(58, 5000)) {
        lines.add(l.text());
      }
      Files.write(log, lines, StandardCharsets.UTF_8);
      Path dir = work.resolve("index");
      out.println("\nIndexing a generated multilingual log of " + lines.size() + " lines (" + log.getFileName() + ")...");
      out.flush();
      List<String> indexArgs = new ArrayList<>(List.of("--index", dir.toString(), "--no-progress"));
      for (java.util.Map.Entry<String, String> e : p.options().entrySet()) {
        indexArgs.add(e.getKey());
        indexArgs.add(e.getValue());
      }
      indexArgs.add(log.toString());
      int status = index(indexArgs);
      if (status != OK) {
        return status;
      }
      LinkIndex index = new LinkIndex(settings);
      out.println("\nExact-URL search: three spellings of one URL find the same lines");
      for (String q : List.of("https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
          "en.wikipedia.org/wiki/Antonín_Dvořák", "HTTPS://EN.WIKIPEDIA.ORG/wiki/Antonín_Dvořák")) {
        out.printf(Locale.ROOT, "  %-62s %,d lines%n", q, index.search(dir, q, Integer.MAX_VALUE).size());
      }
      out.println("  first matches:");
      for (LinkIndex.Hit hit : index.search(dir, "en.wikipedia.org/wiki/Antonín_Dvořák", 3)) {
        out.println("    " + hit.line() + ": " + hit.text());
      }
      out.println("\nSearch for ops@bücher.de (also written mailto:ops@xn--bcher-kva.de): "
          + String.format(Locale.ROOT, "%,d lines", index.search(dir, "ops@bücher.de", Integer.MAX_VALUE).size()));
      for (LinkIndex.Facet f : List.of(LinkIndex.Facet.URL, LinkIndex.Facet.DOMAIN, LinkIndex.Facet.EMAIL_DOMAIN)) {
        out.println();
        out.print(FacetTable.render(f.cliName, index.facets(dir, f, 5)));
      }
      out.println("\nTry it on your own logs: bin/uts58 index --index DIR FILE... ; bin/uts58 search --index DIR URL ;"
          + " bin/uts58 facets --index DIR --by domain");
    } finally {
      deleteRecursively(work);
    }
    return OK;
  }

  private static void deleteRecursively(Path dir) throws IOException {
    try (var paths = Files.walk(dir)) {
      for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
