package io.github.uts58.cli;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.testutil.SharedData;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.Test;

/** Runs the command line in-process with real files and streams. */
public class MainTest {

  private record Run(int status, String out, String err) {}

  private static Run run(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        new Main(
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(args);
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  public void detectMarkReproducesTheConformanceFile() throws Exception {
    List<DetectionTestFile.Case> cases =
        DetectionTestFile.read(SharedData.file("uts58/conformance/LinkDetectionTest.txt"));
    StringBuilder input = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (DetectionTestFile.Case c : cases) {
      input.append(c.input()).append('\n');
      expected.append(c.marked()).append('\n');
    }
    Run r = run(input.toString(), "detect", "--mark");
    assertEquals(r.err(), 0, r.status());
    assertEquals(expected.toString(), r.out().replace(System.lineSeparator(), "\n"));
  }

  @Test
  public void detectListsLinksWithOffsets() throws Exception {
    Path file = Files.createTempFile("uts58", ".txt");
    try {
      Files.writeString(file, "no links\nsee σωκράτης@example.com and example.com/αβγ.\n");
      Run r = run("", "detect", file.toString());
      assertEquals(0, r.status());
      assertEquals(
          "2\t4\t24\tEMAIL\tσωκράτης@example.com\n2\t29\t44\tURL\texample.com/αβγ\n",
          r.out().replace(System.lineSeparator(), "\n"));
    } finally {
      Files.delete(file);
    }
  }

  @Test
  public void escapeWritesMinimalForms() {
    Run r = run("https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k\n\nexample.com/a.\n", "escape");
    assertEquals(0, r.status());
    assertEquals("https://en.wikipedia.org/wiki/Antonín_Dvořák\n\nexample.com/a%2E\n", r.out().replace(System.lineSeparator(), "\n"));
  }

  @Test
  public void conformanceReportsCountsPerFile() {
    Path dir = SharedData.file("uts58/conformance/LinkDetectionTest.txt").getParent();
    Run r = run("", "conformance", dir.toString());
    assertEquals(r.err(), 0, r.status());
    assertTrue(r.out(), r.out().contains("LinkDetectionTest.txt: 345 passed, 0 failed"));
    assertTrue(r.out(), r.out().contains("LinkFormattingTest.txt: 55 passed, 0 failed"));
  }

  @Test
  public void conformanceFailsOnThePublished17FormattingFile() {
    // The 17.0.0 formatting file has 10 pairs that contradict §4.1 (see shared/uts58/README.md).
    Path dir = SharedData.file("uts58/17.0.0/LinkFormattingTest.txt").getParent();
    Run r = run("", "conformance", dir.toString());
    assertEquals(1, r.status());
    assertTrue(r.out(), r.out().contains("LinkFormattingTest.txt: 45 passed, 10 failed"));
    assertTrue(r.err(), r.err().contains("FAIL LinkFormattingTest.txt:"));
  }

  @Test
  public void errorsAreReportedWithStatus() throws Exception {
    Run unknown = run("", "frobnicate");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err(), unknown.err().contains("unknown command: frobnicate"));
    Run flag = run("", "detect", "--json-please");
    assertEquals(2, flag.status());
    assertTrue(flag.err(), flag.err().contains("unknown option: --json-please"));
    Run missing = run("", "detect", "/no/such/file");
    assertEquals(1, missing.status());
    assertTrue(missing.err(), missing.err().contains("cannot read file: /no/such/file"));
    Run noDir = run("", "conformance", "/no/such/dir");
    assertEquals(1, noDir.status());
    Path bad = Files.createTempFile("uts58", ".txt");
    try {
      Files.write(bad, new byte[] {'a', (byte) 0xFF, '\n'});
      Run invalid = run("", "detect", bad.toString());
      assertEquals(1, invalid.status());
      assertTrue(invalid.err(), invalid.err().contains("not valid UTF-8"));
    } finally {
      Files.delete(bad);
    }
    assertEquals(2, run("").status());
    Run help = run("", "escape", "--help");
    assertEquals(0, help.status());
    assertTrue(help.out().contains("usage: uts58"));
  }

  @Test
  public void demoRuns() {
    Run r = run("", "demo");
    assertEquals(0, r.status());
    assertTrue(r.out(), r.out().contains("⸠σωκράτης@example.com⸡"));
    assertTrue(r.out(), r.out().contains("→ https://en.wikipedia.org/wiki/Antonín_Dvořák"));
  }

  @Test
  public void displayWritesBidiSafeForms() {
    Run r = run("see http://ab.cd.אב.גד.com/הו ok\n", "display", "--visible");
    assertEquals(0, r.status());
    assertEquals("see <LRI><LRM>http<LRM>://<LRM>ab<LRM>.<LRM>cd<LRM>.<LRM>אב<LRM>.<LRM>גד<LRM>.<LRM>com<LRM>/<LRM>הו<LRM><PDI> ok\n",
        r.out().replace(System.lineSeparator(), "\n"));
    Run raw = run("x.com\n", "display");
    assertEquals("\u2066\u200Ex\u200E.\u200Ecom\u200E\u2069\n", raw.out().replace(System.lineSeparator(), "\n"));
  }
}
