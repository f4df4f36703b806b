package io.github.uts58.cli;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.testutil.SharedData;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/** Runs the command line in-process with real files and streams. */
public class MainTest extends LuceneTestCase {

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
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  public void extensionsAddAListOrAMimeDatabaseToTheBundledOnes() throws Exception {
    Path dir = createTempDir("ext");
    Path list = dir.resolve("mine.txt");
    Files.writeString(list, "# build files\n*.cw\n.cx\n");
    Path mime = dir.resolve("mime.xml");
    Files.writeString(
        mime,
        "<mime-info><mime-type type=\"text/x-autotest\"><glob pattern=\"*.at\"/></mime-type>"
            + "</mime-info>");
    Run bundled = run("", "extensions");
    assertEquals(0, bundled.status());
    List<String> lines = List.of(bundled.out().split("\n"));
    assertTrue(lines.contains("py"));
    assertFalse(lines.contains("cw"));
    // Pygments' configuration files
    assertTrue(lines.contains("cf") && lines.contains("tf"));
    Run more = run("", "extensions", list.toString(), mime.toString());
    assertEquals(0, more.status());
    List<String> all = List.of(more.out().split("\n"));
    assertTrue(all.containsAll(List.of("py", "cw", "cx", "at")));
    assertEquals(lines.size() + 3, all.size());
    // the output, saved, is a file_extensions_file: it reads back as the same set
    Path saved = dir.resolve("saved.txt");
    Files.writeString(saved, more.out());
    assertEquals(
        Set.copyOf(all), io.github.uts58.core.FileExtensions.parse(Files.readString(saved)));
    Files.writeString(list, "py\nnot one\n");
    Run bad = run("", "extensions", list.toString());
    assertEquals(1, bad.status());
    assertTrue(bad.err(), bad.err().contains("mine.txt") && bad.err().contains("not one"));
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
    Run r =
        run(
            "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k\n\nexample.com/a.\n",
            "escape");
    assertEquals(0, r.status());
    assertEquals(
        "https://en.wikipedia.org/wiki/Antonín_Dvořák\n\nexample.com/a%2E\n",
        r.out().replace(System.lineSeparator(), "\n"));
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
      // Invalid UTF-8 is read as U+FFFD with a warning; the run goes on and succeeds.
      Run invalid = run("", "detect", "--mark", bad.toString());
      assertEquals(0, invalid.status());
      assertEquals("a\uFFFD\n", invalid.out());
      assertTrue(
          invalid.err(),
          invalid
              .err()
              .contains(bad + ":1: not valid UTF-8, read as U+FFFD (1 invalid sequence in "));
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
    assertEquals(
        "see <LRI><LRM>http<LRM>://<LRM>ab<LRM>.<LRM>cd<LRM>.<LRM>אב<LRM>.<LRM>גד<LRM>.<LRM>com<LRM>/<LRM>הו<LRM><PDI> ok\n",
        r.out().replace(System.lineSeparator(), "\n"));
    Run raw = run("x.com\n", "display");
    assertEquals(
        "\u2066\u200Ex\u200E.\u200Ecom\u200E\u2069\n",
        raw.out().replace(System.lineSeparator(), "\n"));
  }

  private static Run runBytes(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        new Main(
                new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(args);
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** 100,000 lines, the 50,001st with bytes that are not UTF-8. */
  private static byte[] logWithABadByte() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int i = 1; i <= 100_000; i++) {
      byte[] line = ("line " + i + " see example.com/" + i + "\n").getBytes(StandardCharsets.UTF_8);
      if (i == 50_001) {
        bytes.writeBytes(
            "bad \u00e9\u00e9 ".getBytes(StandardCharsets.ISO_8859_1)); // Latin-1 é, twice
      }
      bytes.writeBytes(line);
    }
    return bytes.toByteArray();
  }

  @Test
  public void invalidUtf8LosesNoLineInFilesOrOnStdin() throws Exception {
    byte[] log = logWithABadByte();
    Path file = Files.createTempFile("uts58", ".log");
    Path second = Files.createTempFile("uts58", ".log");
    try {
      Files.write(file, log);
      Files.writeString(second, "after example.org\n");
      Run fromFile = run("", "detect", "--mark", file.toString(), second.toString());
      assertEquals(fromFile.err(), 0, fromFile.status());
      String[] lines = fromFile.out().split("\n");
      assertEquals(100_001, lines.length); // every line, and the next file too
      assertEquals("bad \uFFFD\uFFFD line 50001 see ⸠example.com/50001⸡", lines[50_000]);
      assertEquals("line 100000 see ⸠example.com/100000⸡", lines[99_999]);
      assertEquals("after ⸠example.org⸡", lines[100_000]);
      assertEquals(
          "uts58: warning: "
              + file
              + ":50001: not valid UTF-8, read as U+FFFD (2 invalid sequences in "
              + file
              + ")\n",
          fromFile.err().replace(System.lineSeparator(), "\n"));
      Run fromStdin = runBytes(log, "detect", "--mark");
      assertEquals(0, fromStdin.status());
      assertEquals(String.join("\n", Arrays.copyOf(lines, 100_000)) + "\n", fromStdin.out());
      assertTrue(fromStdin.err(), fromStdin.err().contains("<stdin>:50001: not valid UTF-8"));
    } finally {
      Files.delete(file);
      Files.delete(second);
    }
  }

  @Test
  public void closedStdoutEndsTheRunPromptly() {
    long total = 5_000_000L * 24;
    long[] read = {0};
    InputStream endless =
        new InputStream() {
          private final byte[] line = "see example.com/x line\n".getBytes(StandardCharsets.UTF_8);

          @Override
          public int read() {
            return read[0] >= total ? -1 : line[(int) (read[0]++ % line.length)];
          }

          @Override
          public int read(byte[] b, int off, int len) {
            int n = 0;
            while (n < len && read[0] < total) {
              b[off + n++] = line[(int) (read[0]++ % line.length)];
            }
            return n == 0 ? -1 : n;
          }
        };
    // stdout that takes 1,000 bytes and then fails like a pipe whose reader (head) has quit
    OutputStream pipe =
        new OutputStream() {
          private int written;

          @Override
          public void write(int b) throws IOException {
            if (++written > 1000) {
              throw new IOException("Broken pipe");
            }
          }
        };
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        new Main(
                endless,
                new PrintStream(pipe, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(new String[] {"detect"});
    assertEquals(0, status);
    assertTrue("stopped early: read " + read[0] + " of " + total + " bytes", read[0] < total / 100);
  }

  @Test
  public void outputDoesNotDependOnTheLocale() throws Exception {
    Locale saved = Locale.getDefault();
    Path dir = Files.createTempDirectory("uts58");
    Path log = dir.resolve("a.log");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      sb.append("GET https://example.com/").append(i).append('\n');
    }
    Files.writeString(log, sb);
    try {
      Locale.setDefault(Locale.GERMANY);
      Run r =
          run(
              "",
              "index",
              "--index",
              dir.resolve("idx").toString(),
              "--no-progress",
              log.toString());
      assertEquals(r.err(), 0, r.status());
      assertTrue(
          r.err(),
          r.err()
              .matches(
                  "(?s)indexed 3,000 lines with 9,000 link values from 1 file\\(s\\) into .* in [0-9]+\\.[0-9] s\\R"));
      Run facets = run("", "facets", "--index", dir.resolve("idx").toString(), "--by", "host");
      assertTrue(facets.out(), facets.out().contains("3,000"));
    } finally {
      Locale.setDefault(saved);
    }
  }

  /** The components' detection settings, with the same names, on detect, index, search and demo. */
  @Test
  public void detectionSettingsAsOptions() throws Exception {
    Run cut = run("see example.com/abcdexample.org/x ok\n", "detect", "--max-link-length", "16");
    assertEquals(cut.err(), 0, cut.status());
    assertEquals("1\t4\t20\tURL\texample.com/abcd\n", cut.out());
    Path tlds = Files.createTempFile("tlds", ".txt");
    Path dir = Files.createTempDirectory("uts58");
    try {
      Files.writeString(
          tlds,
          "// ===BEGIN ICANN DOMAINS===\ninternal\ncorp.internal\n// ===END ICANN DOMAINS===\n");
      Run custom =
          run(
              "wiki.corp.internal/x and example.com\n",
              "detect",
              "--json",
              "--tld-file",
              tlds.toString());
      assertEquals(custom.err(), 0, custom.status());
      assertEquals(1, custom.out().split("\n").length);
      assertTrue(
          custom.out(), custom.out().contains("\"registrable_domain\":\"wiki.corp.internal\""));
      Run checked =
          run(
              "see аррӏе.com and example.com and ウェブサイトはexample.com\n",
              "detect",
              "--mark",
              "--check-confusable-host",
              "reject",
              "--adjust-start",
              "true");
      assertEquals("see аррӏе.com and ⸠example.com⸡ and ウェブサイトは⸠example.com⸡\n", checked.out());
      Run flagged = run("see аррӏе.com\n", "detect", "--json", "--check-confusable-host", "flag");
      assertTrue(flagged.out(), flagged.out().contains("\"checks\":[\"confusable_host\"]"));
      Path log = dir.resolve("a.log");
      Files.writeString(log, "see wiki.corp.internal/x\n");
      Run index =
          run(
              "",
              "index",
              "--index",
              dir.resolve("idx").toString(),
              "--no-progress",
              "--tld-file",
              tlds.toString(),
              log.toString());
      assertEquals(index.err(), 0, index.status());
      Run found =
          run(
              "",
              "search",
              "--index",
              dir.resolve("idx").toString(),
              "--tld-file",
              tlds.toString(),
              "wiki.corp.internal/x");
      assertEquals(found.err(), 0, found.status());
      assertEquals(log + ":1: see wiki.corp.internal/x\n", found.out());
      Run bad = run("", "detect", "--max-link-length", "8");
      assertEquals(2, bad.status());
      assertTrue(
          bad.err(),
          bad.err().contains("option --max-link-length must be between 16 and 1048576, got [8]"));
      Run unknown = run("", "detect", "--max-lenght", "8");
      assertEquals(2, unknown.status());
      assertTrue(unknown.err(), unknown.err().contains("unknown option: --max-lenght"));
      Run missing = run("", "detect", "--tld-file", dir.resolve("none.txt").toString());
      assertEquals(1, missing.status());
      assertTrue(missing.err(), missing.err().contains("--tld-file"));
      Run demo = run("", "demo", "--max-link-length", "maybe");
      assertEquals(2, demo.status());
    } finally {
      Files.delete(tlds);
    }
  }
}
