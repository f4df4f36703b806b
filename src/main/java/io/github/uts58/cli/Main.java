package io.github.uts58.cli;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.conformance.FormattingTestFile;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.MinimalEscaping;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bin/uts58}: the command-line entry point. Reads and writes UTF-8; errors go to stderr with
 * a non-zero exit status (1 for failures, 2 for usage errors).
 */
public final class Main {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  private static final String USAGE_TEXT =
      """
      usage: uts58 <command> [options]

      commands:
        detect [--mark] [FILE...]   find URLs and email addresses (UTS #58) in FILEs or stdin
                                    --mark: write each line with ⸠ ⸡ around every link
                                    default: one line per link: LINE<TAB>START<TAB>END<TAB>TYPE<TAB>TEXT
                                    (START/END: UTF-16 offsets within the line, end exclusive)
        escape [FILE...]            read one URL per line, syntax characters inside parts
                                    percent-escaped; write its minimally escaped form (§4)
        conformance DIR             run DIR/LinkDetectionTest.txt and DIR/LinkFormattingTest.txt;
                                    print 'N passed, M failed' per file; exit 1 on any failure
        demo                        detect and minimally escape links in a built-in sample
        help                        this text

      Every command accepts --help.
      """;

  private final BufferedReader stdin;
  private final PrintWriter out;
  private final PrintWriter err;

  Main(InputStream in, PrintStream out, PrintStream err) {
    this.stdin = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
    this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
  }

  public static void main(String[] args) {
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
        out.print(USAGE_TEXT);
        return OK;
      }
      return switch (command) {
        case "detect" -> detect(rest);
        case "escape" -> escape(rest);
        case "conformance" -> conformance(rest);
        case "demo" -> demo(rest);
        case "help", "--help", "-h" -> {
          out.print(USAGE_TEXT);
          yield OK;
        }
        default -> usage("unknown command: " + command);
      };
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

  /** Feeds every line of the files (or stdin when there are none) to the handler. */
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
      try (Reader r = new InputStreamReader(Files.newInputStream(path),
          StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT))) {
        readLines(f, new BufferedReader(r), handler);
      } catch (CharacterCodingException e) {
        throw new IOException(f + ": not valid UTF-8", e);
      }
    }
  }

  private static void readLines(String source, BufferedReader reader, LineHandler handler) throws IOException {
    String line;
    int number = 0;
    while ((line = reader.readLine()) != null) {
      handler.line(source, ++number, line);
    }
  }

  private int detect(List<String> args) throws IOException {
    List<String> flags = new ArrayList<>();
    List<String> files = operands(args, List.of("--mark"), flags);
    boolean mark = flags.contains("--mark");
    LinkDetector detector = LinkDetector.getDefault();
    eachLine(files, (source, number, line) -> {
      if (mark) {
        out.println(DetectionTestFile.mark(detector, line));
        return;
      }
      for (Link link : detector.detect(line)) {
        out.println((files.size() > 1 ? source + ":" : "") + number + "\t" + link.start() + "\t" + link.end()
            + "\t" + link.type() + "\t" + link.text(line));
      }
    });
    return OK;
  }

  private int escape(List<String> args) throws IOException {
    List<String> files = operands(args, List.of(), new ArrayList<>());
    eachLine(files, (source, number, line) -> out.println(line.isEmpty() ? "" : MinimalEscaping.minimalEscape(line)));
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

  private int demo(List<String> args) throws IOException {
    operands(args, List.of(), new ArrayList<>());
    LinkDetector detector = LinkDetector.getDefault();
    out.println("UTS #58 link detection (" + detector.topLevelDomains().size() + " TLDs from "
        + detector.topLevelDomains().source() + ")\n");
    out.println("Detected links (⸠ ⸡):");
    for (String line : DemoText.LINES) {
      out.println("  " + DetectionTestFile.mark(detector, line));
    }
    out.println("\nMinimal escaping (§4):");
    for (String url : DemoText.ESCAPED_URLS) {
      out.println("  " + url + "\n    → " + MinimalEscaping.minimalEscape(url));
    }
    return OK;
  }
}
