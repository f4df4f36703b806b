package io.github.uts58.cli;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.conformance.FormattingTestFile;
import io.github.uts58.core.LinkDetector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code uts58 conformance}: Unicode's test files through the detector and the minimal escaping. */
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
      throw new Arguments.UsageException("conformance needs one directory (e.g. shared/uts58/conformance)");
    }
    Path dir = Path.of(args.operands().get(0));
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
        terminal.err.println("FAIL " + detection.getFileName() + ":" + r.testCase().lineNumber()
            + "\n  expected: " + r.testCase().marked() + "\n  actual:   " + r.actual());
      }
    }
    terminal.out.println(detection.getFileName() + ": " + passed + " passed, " + failed + " failed");
    int totalFailed = failed;
    failed = 0;
    passed = 0;
    for (FormattingTestFile.Result r : FormattingTestFile.run(FormattingTestFile.read(formatting))) {
      if (r.passed()) {
        passed++;
      } else {
        failed++;
        terminal.err.println("FAIL " + formatting.getFileName() + ":" + r.testCase().lineNumber()
            + "\n  expected: " + r.testCase().expected() + "\n  actual:   " + r.actual());
      }
    }
    terminal.out.println(formatting.getFileName() + ": " + passed + " passed, " + failed + " failed");
    return totalFailed + failed == 0 ? OK : FAILED;
  }
}
