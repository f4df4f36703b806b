package io.github.uts58.cli;

import io.github.uts58.conformance.CaseResult;
import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.conformance.FormattingTestFile;
import io.github.uts58.core.LinkDetector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code uts58 conformance}: Unicode's test files through the detector and the minimal escaping.
 */
final class ConformanceCommand implements Command {
  @Override
  public String name() {
    return "conformance";
  }

  @Override
  public String synopsis() {
    return "conformance DIR";
  }

  @Override
  public String summary() {
    return "run Unicode's LinkDetectionTest.txt and LinkFormattingTest.txt";
  }

  @Override
  public String details() {
    return """
        Runs DIR/LinkDetectionTest.txt and DIR/LinkFormattingTest.txt (e.g. shared/uts58/conformance);
        prints 'N passed, M failed' per file and each failure on stderr; exit status 1 on any failure.
        """;
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    if (args.operands().size() != 1) {
      throw new Arguments.UsageException(
          "conformance needs one directory (e.g. shared/uts58/conformance)");
    }
    Path dir = Path.of(args.operands().get(0));
    Path detection = dir.resolve("LinkDetectionTest.txt");
    Path formatting = dir.resolve("LinkFormattingTest.txt");
    for (Path p : List.of(detection, formatting)) {
      if (!Files.isReadable(p)) {
        throw new IOException("cannot read " + p);
      }
    }
    int failed =
        report(
            detection,
            DetectionTestFile.run(LinkDetector.getDefault(), DetectionTestFile.read(detection)),
            terminal);
    failed +=
        report(formatting, FormattingTestFile.run(FormattingTestFile.read(formatting)), terminal);
    return failed == 0 ? OK : FAILED;
  }

  /** Prints 'N passed, M failed' for {@code file} and each failure on stderr; returns M. */
  private static int report(Path file, List<? extends CaseResult> results, Terminal terminal) {
    int failed = 0;
    for (CaseResult r : results) {
      if (!r.passed()) {
        failed++;
        terminal.err.println(
            "FAIL "
                + file.getFileName()
                + ":"
                + r.lineNumber()
                + "\n  expected: "
                + r.expected()
                + "\n  actual:   "
                + r.actual());
      }
    }
    terminal.out.println(
        file.getFileName() + ": " + (results.size() - failed) + " passed, " + failed + " failed");
    return failed;
  }
}
