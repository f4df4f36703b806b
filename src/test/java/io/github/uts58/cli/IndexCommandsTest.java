package io.github.uts58.cli;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.uts58.testutil.SampleLog;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.apache.lucene.index.CheckIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.BeforeClass;
import org.junit.ClassRule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

/**
 * {@code index}, {@code search}, {@code facets} and {@code detect --json} end to end on a generated
 * log; expected results come from the generator's own record of each line's links, not from the
 * detector.
 */
public class IndexCommandsTest extends LuceneTestCase {
  @ClassRule public static final TemporaryFolder TMP = new TemporaryFolder();

  private static final int LINES = 3000;
  private static List<SampleLog.Line> sample;
  private static Path log;
  private static Path index;

  private record Run(int status, String out, String err) {}

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        new Main(
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(args);
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @BeforeClass
  public static void indexSample() throws Exception {
    sample = SampleLog.generate(7, LINES);
    log = TMP.newFolder().toPath().resolve("app.log");
    List<String> text = new ArrayList<>();
    for (SampleLog.Line l : sample) {
      text.add(l.text());
    }
    Files.write(log, text, StandardCharsets.UTF_8);
    index = TMP.newFolder().toPath().resolve("idx");
    Run r = run("index", "--index", index.toString(), log.toString());
    assertEquals(r.err(), 0, r.status());
    assertTrue(r.err(), r.err().contains("indexed 3,000 lines"));
  }

  private static TreeSet<Integer> expectedLines(
      Function<SampleLog.Line, List<String>> values, String canonical) {
    TreeSet<Integer> lines = new TreeSet<>();
    for (int i = 0; i < sample.size(); i++) {
      if (values.apply(sample.get(i)).contains(canonical)) {
        lines.add(i + 1);
      }
    }
    return lines;
  }

  private static TreeSet<Integer> hitLines(Run r) {
    return hitLines(r, log);
  }

  private static TreeSet<Integer> hitLines(Run r, Path file) {
    TreeSet<Integer> lines = new TreeSet<>();
    for (String line : r.out().split("\n")) {
      if (!line.isEmpty()) {
        String[] parts = line.split(":", 3);
        assertEquals(file.toString(), parts[0]);
        lines.add(Integer.parseInt(parts[1]));
      }
    }
    return lines;
  }

  @Test
  public void everySpellingOfAUrlFindsTheSameLines() {
    TreeSet<Integer> expected =
        expectedLines(SampleLog.Line::urls, "en.wikipedia.org/wiki/Antonín_Dvořák");
    assertTrue(expected.size() > 100);
    for (String q :
        List.of(
            "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
            "en.wikipedia.org/wiki/Antonín_Dvořák",
            "http://EN.WIKIPEDIA.org/wiki/Anton%C3%ADn_Dvořák")) {
      Run r = run("search", "--index", index.toString(), "--limit", "100000", q);
      assertEquals(0, r.status());
      assertEquals(q, expected, hitLines(r));
    }
    TreeSet<Integer> china = expectedLines(SampleLog.Line::urls, "例子.中国/路径");
    assertEquals(
        china,
        hitLines(
            run(
                "search",
                "--index",
                index.toString(),
                "--limit",
                "100000",
                "xn--fsqu00a.xn--fiqs8s/路径")));
    TreeSet<Integer> ops = expectedLines(SampleLog.Line::emails, "ops@bücher.de");
    assertEquals(
        ops,
        hitLines(
            run(
                "search",
                "--index",
                index.toString(),
                "--limit",
                "100000",
                "mailto:ops@XN--BCHER-KVA.DE")));
  }

  @Test
  public void anEmptyPathIsSlash() throws Exception {
    Path dir = TMP.newFolder().toPath().resolve("slash");
    Path lines = TMP.newFolder().toPath().resolve("slash.log");
    Files.write(
        lines,
        List.of(
            "GET https://example.com 200", "GET https://example.com/ 200", "GET example.com/a 200"),
        StandardCharsets.UTF_8);
    assertEquals(0, run("index", "--index", dir.toString(), lines.toString()).status());
    assertEquals(
        new TreeSet<>(List.of(1, 2)),
        hitLines(run("search", "--index", dir.toString(), "http://EXAMPLE.com"), lines));
    assertEquals(
        new TreeSet<>(List.of(1, 2)),
        hitLines(run("search", "--index", dir.toString(), "example.com/"), lines));
  }

  @Test
  public void nearMissesAndWords() {
    Run miss = run("search", "--index", index.toString(), "en.wikipedia.org/wiki/antonín_dvořák");
    assertEquals(1, miss.status());
    assertEquals("", miss.out());
    Run words = run("search", "--index", index.toString(), "--limit", "3", "timed", "out");
    assertEquals(0, words.status());
    assertEquals(3, words.out().split("\n").length);
    assertTrue(words.out(), words.out().contains("timed out"));
  }

  @Test
  public void facetsMatchTheGeneratedData() {
    Map<String, Function<SampleLog.Line, List<String>>> byFacet =
        Map.of(
            "url",
            SampleLog.Line::urls,
            "host",
            SampleLog.Line::hosts,
            "domain",
            SampleLog.Line::domains,
            "email",
            SampleLog.Line::emails,
            "email-domain",
            SampleLog.Line::emailDomains);
    for (Map.Entry<String, Function<SampleLog.Line, List<String>>> e : byFacet.entrySet()) {
      Map<String, Long> expected = new HashMap<>();
      for (SampleLog.Line line : sample) {
        for (String v : new TreeSet<>(e.getValue().apply(line))) {
          expected.merge(v, 1L, Long::sum);
        }
      }
      Run r =
          run("facets", "--index", index.toString(), "--by", e.getKey(), "--top", "1000", "--json");
      assertEquals(r.err(), 0, r.status());
      List<?> actual = (List<?>) Json.parse(r.out().strip());
      Map<String, Long> counts = new HashMap<>();
      long previous = Long.MAX_VALUE;
      for (Object o : actual) {
        Map<?, ?> m = (Map<?, ?>) o;
        long count = ((Number) m.get("count")).longValue();
        assertTrue("sorted by count", count <= previous);
        previous = count;
        counts.put((String) m.get("value"), count);
      }
      assertEquals(e.getKey(), expected, counts);
    }
    Run table = run("facets", "--index", index.toString(), "--by", "domain", "--top", "2");
    String[] rows = table.out().split("\n");
    assertEquals(3, rows.length);
    assertTrue(rows[1], rows[1].contains("wikipedia.org") && rows[1].endsWith("█".repeat(30)));
  }

  @Test
  public void detectJson() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        new Main(
                new ByteArrayInputStream(
                    "𝐀 see HTTPS://XN--BCHER-KVA.DE/%C3%BC, or a@b.example.co.uk\n"
                        .getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                System.err)
            .run(new String[] {"detect", "--json"});
    assertEquals(0, status);
    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(2, lines.length);
    Map<?, ?> url = (Map<?, ?>) Json.parse(lines[0]);
    assertEquals("<stdin>", url.get("source"));
    assertEquals(1L, url.get("line"));
    assertEquals(7L, url.get("start")); // UTF-16: 𝐀 is two code units
    assertEquals(6L, url.get("start_cp"));
    assertEquals("url", url.get("type"));
    assertEquals("HTTPS://XN--BCHER-KVA.DE/%C3%BC", url.get("text"));
    assertEquals("bücher.de/ü", url.get("normalized"));
    assertEquals("bücher.de", url.get("host"));
    assertEquals("bücher.de", url.get("registrable_domain"));
    Map<?, ?> email = (Map<?, ?>) Json.parse(lines[1]);
    assertEquals("email", email.get("type"));
    assertEquals("example.co.uk", email.get("registrable_domain"));
    assertEquals(Boolean.FALSE, email.get("truncated"));
  }

  @Test
  public void jsonRecordsAndAppending() throws Exception {
    Path dir = TMP.newFolder().toPath().resolve("json-idx");
    Path records = TMP.newFile("records.jsonl").toPath();
    Files.writeString(
        records,
        """
        {"ts":1,"log":{"message":"GET https://example.com/αβγ ok"}}
        not json at all
        {"ts":2,"log":{"message":42}}
        {"ts":3,"log":{"message":"mail x@example.org"}}
        """,
        StandardCharsets.UTF_8);
    Run r =
        run("index", "--index", dir.toString(), "--json-field", "log.message", records.toString());
    assertEquals(r.err(), 0, r.status());
    assertTrue(r.err(), r.err().contains(records + ":2: skipped"));
    assertTrue(r.err(), r.err().contains("indexed 2 lines") && r.err().contains("skipped 2 lines"));
    assertEquals(2, LinkIndex.count(dir));
    run("index", "--index", dir.toString(), "--json-field", "log.message", records.toString());
    assertEquals("appends", 4, LinkIndex.count(dir));
    Run found = run("search", "--index", dir.toString(), "example.com/%CE%B1%CE%B2%CE%B3");
    assertEquals(
        records
            + ":1: GET https://example.com/αβγ ok\n"
            + records
            + ":1: GET https://example.com/αβγ ok\n",
        found.out());
  }

  @Test
  public void progressLineOnRequest() throws Exception {
    Path dir = TMP.newFolder().toPath().resolve("progress-idx");
    Run r = run("index", "--index", dir.toString(), "--progress", log.toString());
    assertEquals(0, r.status());
    // redrawn in place with \r, then cleared; the summary stays
    assertTrue(
        r.err(),
        r.err()
            .matches(
                "(?s)(\r[0-9.]+ (B|KiB|MiB)  [0-9,]+ lines  [0-9,]+ links  [0-9,]+ lines/s   )*"
                    + "(\r\u001b\\[K)?indexed 3,000 lines.*"));
    Run quiet = run("index", "--index", dir.toString(), "--no-progress", log.toString());
    assertTrue(quiet.err(), quiet.err().startsWith("indexed 3,000 lines"));
  }

  @Test
  public void errors() {
    Run noIndex = run("search", "--index", TMP.getRoot().toPath().resolve("none").toString(), "x");
    assertEquals(1, noIndex.status());
    assertTrue(noIndex.err(), noIndex.err().contains("no index at"));
    assertEquals(2, run("search", "x").status());
    Run badBy = run("facets", "--index", index.toString(), "--by", "tld");
    assertEquals(2, badBy.status());
    assertTrue(badBy.err(), badBy.err().contains("--by must be one of"));
    assertEquals(2, run("facets", "--index", index.toString(), "--top", "zero").status());
    assertEquals(2, run("index", "--index").status());
    Run missing = run("index", "--index", index.toString(), "/no/such/log");
    assertEquals(1, missing.status());
    assertTrue(missing.err(), missing.err().contains("cannot read file: /no/such/log"));
    for (String command :
        List.of("detect", "escape", "index", "search", "facets", "conformance", "demo")) {
      Run help = run(command, "--help");
      assertEquals(0, help.status());
      assertTrue(command, help.out().startsWith("usage: uts58 " + command));
    }
  }

  /**
   * Killing `index` (SIGKILL or SIGTERM) leaves a valid index holding a prefix of the lines. The
   * lines come through a pipe this test holds open, so the process cannot finish before it is
   * killed, however fast the machine: 12,000 lines are written, the first commit (at 10,000) is
   * awaited, then the process is killed.
   */
  @Test
  public void interruptedIndexingKeepsCommittedLines() throws Exception {
    List<String> text = new ArrayList<>();
    for (SampleLog.Line l : SampleLog.generate(3, 12_000)) {
      text.add(l.text());
    }
    for (boolean forcibly : new boolean[] {true, false}) {
      Path dir = TMP.newFolder().toPath().resolve(forcibly ? "killed" : "terminated");
      Process p =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  Main.class.getName(),
                  "index",
                  "--index",
                  dir.toString(),
                  "/dev/stdin")
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      Writer stdin = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
      for (String line : text) {
        stdin.write(line);
        stdin.write('\n');
      }
      stdin.flush(); // and left open: the process waits for more
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (!LinkIndex.exists(dir) && p.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertTrue(
          "the first commit (10,000 lines) was made and the process still waits for input",
          LinkIndex.exists(dir) && p.isAlive());
      if (forcibly) {
        p.destroyForcibly(); // SIGKILL: only what was committed survives
      } else {
        p.destroy(); // SIGTERM: the shutdown hook commits what was added
      }
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      try {
        stdin.close();
      } catch (IOException e) {
        // the pipe's reader is gone
      }
      try (FSDirectory fs = FSDirectory.open(dir);
          CheckIndex check = new CheckIndex(fs)) {
        assertTrue(check.checkIndex().clean);
      }
      try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(dir))) {
        int n = reader.numDocs();
        if (forcibly) {
          assertEquals("the one commit, at 10,000 lines", 10_000, n);
        } else {
          assertTrue(n + " lines", n >= 10_000 && n <= 12_000);
        }
        TreeSet<Integer> lines = new TreeSet<>();
        StoredFields stored = reader.storedFields();
        for (int doc = 0; doc < reader.maxDoc(); doc++) {
          lines.add(stored.document(doc).getField(LinkIndex.LINE).numericValue().intValue());
        }
        assertEquals("a prefix of the file", n, lines.size());
        assertEquals(1, (int) lines.first());
        assertEquals(n, (int) lines.last());
      }
    }
  }
}
