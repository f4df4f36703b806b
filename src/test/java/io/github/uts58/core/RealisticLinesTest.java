package io.github.uts58.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link SchemelessLinks#PRECISE} on generated lines of the kinds real text is full of (Python
 * tracebacks, compiler errors, pytest summaries, file lists, GNU ChangeLog entries, mail headers,
 * access logs, prose), each with the links it truly holds: precise mode finds exactly those, while
 * UTS #58 ({@link SchemelessLinks#ALL}) also links the file names, so the check can fail.
 */
public class RealisticLinesTest extends LuceneTestCase {
  private static final LinkDetector PRECISE =
      LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();

  private static final String[] STEMS = {
    "setup",
    "install",
    "main",
    "utils",
    "app",
    "config",
    "helpers",
    "build",
    "ltmain",
    "autogen",
    "test_parser",
    "conftest",
    "gen-tables",
    "run-tests"
  };
  private static final String[] EXTENSIONS = {
    "py", "sh", "pl", "pm", "md", "zip", "so", "cc", "java", "in", "am"
  };
  private static final String[] CAPITALISED = {
    "Makefile.in", "Makefile.am", "README.md", "Makefile.PL", "Build.PL", "CPAN.pm", "ChangeLog.md"
  };

  /** Extensions the MIME databases lack: only the text around them tells a file. */
  private static final String[] UNLISTED = {"tf", "info", "at", "cf", "vc", "inc", "ws"};

  /** Config keys and module names, and a neighbour in the same namespace. */
  private static final String[][] NAMESPACES = {
    {"user.name", "user.email"},
    {"sendemail.to", "sendemail.bcc"},
    {"java.io", "java.util"},
    {"typing.re", "typing.Final"}
  };

  private static final String[] DIRS = {
    "src", "lib/python3.11/site-packages/pkg", "debian", "tools/build", "t"
  };
  private static final String[] DOMAINS = {
    "example.com",
    "gnu.org",
    "debian.org",
    "kernel.org",
    "bücher.de",
    "例え.jp",
    "python.org",
    "mail.example.co.uk",
    "sourceware.org",
    "lists.example.net"
  };
  private static final String[] PATHS = {
    "", "/", "/bugs/123", "/wiki/Antonín_Dvořák", "/a?b=c", "/docs#intro"
  };

  /** A line and the links in it. */
  private record Sample(String text, List<String> links) {}

  private static String pick(Random r, String[] values) {
    return values[r.nextInt(values.length)];
  }

  private static String file(Random r) {
    return r.nextInt(4) == 0 ? pick(r, CAPITALISED) : pick(r, STEMS) + "." + pick(r, EXTENSIONS);
  }

  private static Sample sample(Random r) {
    String f = file(r);
    String d = pick(r, DOMAINS);
    String url = d + pick(r, PATHS);
    int n = 1 + r.nextInt(900);
    String unlisted = pick(r, STEMS) + "." + pick(r, UNLISTED);
    String[] ns = NAMESPACES[r.nextInt(NAMESPACES.length)];
    return switch (r.nextInt(21)) {
      case 0 ->
          new Sample(
              "  File \"/usr/" + pick(r, DIRS) + "/" + f + "\", line " + n + ", in run", List.of());
      case 1 -> new Sample("  File \"" + f + "\", line " + n + ", in <module>", List.of());
      case 2 ->
          new Sample(f + ":" + n + ":" + (1 + r.nextInt(80)) + ": error: expected ';'", List.of());
      case 3 ->
          new Sample(
              "FAILED " + pick(r, DIRS) + "/" + f + "::test_" + n + " - AssertionError", List.of());
      case 4 -> new Sample("Files: " + f + " " + pick(r, DIRS) + "/" + file(r), List.of());
      case 5 ->
          new Sample(
              "\t* " + f + " (sym_" + n + "): Regenerate; see https://" + url + " for why.",
              List.of("https://" + url));
      case 6 ->
          new Sample(
              "From: Jane Roe <jane.roe+" + n + "@" + d + ">", List.of("jane.roe+" + n + "@" + d));
      case 7 -> new Sample("2026-11-23T10:00:00Z GET " + url + " 200 " + n + "ms", List.of(url));
      case 8 ->
          new Sample(
              "The mirror at " + d + " serves " + f + " again, thanks to www." + d + ".",
              List.of(d, "www." + d));
      case 9 -> // a file at the top of the tree: only the diffstat's bar tells
          new Sample(
              " " + unlisted + " ".repeat(1 + r.nextInt(12)) + "| " + n + " ++--", List.of());
      case 10 -> new Sample("\t* " + unlisted + ": Include it.", List.of());
      case 11 -> new Sample(unlisted + ": exclude devel/ from checks, see " + d, List.of(d));
      case 12 ->
          new Sample("set " + ns[0] + " and " + ns[1] + " in the [" + d + "] section", List.of(d));
      case 13 -> new Sample("Author: J. Roe <" + d + "+git at " + d + ">", List.of(d));
      case 14 -> {
        String host = pick(r, new String[] {"pkg", "api", "staging"}) + ".dev"; // a new gTLD
        yield new Sample(
            "curl --header \"Host: " + host + "\" http://127.0.0.1/",
            List.of(host, "http://127.0.0.1/"));
      }
      case 15 -> // a ChangeLog entry: a path shows the TLD to be a file extension, then a bare file
          new Sample(
              "\t* tests/"
                  + unlisted.replace('_', '-') // "_" shows an identifier, not a file
                  + ": New test.\n\tRun "
                  + pick(r, STEMS).replace('_', '-')
                  + "."
                  + unlisted.substring(unlisted.indexOf('.') + 1)
                  + " from "
                  + d
                  + ".",
              List.of(d));
      case 16 -> // git log --oneline
          new Sample(
              Long.toHexString(0xa0000000L + n) + " " + unlisted + ": fix the " + d + " link",
              List.of(d));
      case 17 -> new Sample("\t(" + unlisted + "): Depend on install-info.", List.of());
      case 18 -> // a backup or variant of a file: its extension, then a TLD
          new Sample(
              "cp "
                  + f
                  + " "
                  + f
                  + "."
                  + pick(r, new String[] {"save", "new", "top", "win"})
                  + " && make -C "
                  + d,
              List.of(d));
      case 19 -> // a version number before a word
          new Sample(
              "bump to " + (1 + n % 9) + "." + n + "." + pick(r, new String[] {"dev", "final"}),
              List.of());
      default -> new Sample("died at " + f + " line " + n + ".", List.of());
    };
  }

  public void testPreciseModeFindsExactlyTheLinks() {
    Random r = random();
    int linksAllModeAdds = 0;
    for (int i = 0; i < atLeast(500); i++) {
      Sample s = sample(r);
      assertEquals(s.text(), s.links(), texts(PRECISE, s.text()));
      List<String> all = texts(LinkDetector.getDefault(), s.text());
      assertTrue(s.text(), all.containsAll(s.links()));
      linksAllModeAdds += all.size() - s.links().size();
    }
    assertTrue("UTS #58 links file names that precise mode drops", linksAllModeAdds > 0);
  }

  private static List<String> texts(LinkDetector detector, String text) {
    List<String> out = new ArrayList<>();
    for (Link link : detector.detect(text)) {
      out.add(link.text(text));
    }
    return out;
  }
}
