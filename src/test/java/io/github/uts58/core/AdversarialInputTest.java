package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/**
 * Inputs built to make a detector slow or throw. Correctness only: their scaling is measured by the
 * JMH benchmark ScalingBenchmark (test package bench), not by timing here.
 */
public class AdversarialInputTest extends LuceneTestCase {
  private static final int MB = 1 << 20;
  private static final LinkDetector DETECTOR = LinkDetector.getDefault();

  static String repeat(String unit, int length) {
    return unit.repeat(length / unit.length() + 1).substring(0, length);
  }

  @Test
  public void dotsWithoutTld() {
    assertTrue(DETECTOR.detect(repeat("a.", MB)).isEmpty());
  }

  @Test
  public void manyAtSigns() {
    assertTrue(DETECTOR.detect(repeat("x@", MB)).isEmpty());
    assertTrue(DETECTOR.detect(repeat("@", MB)).isEmpty());
    List<Link> links = DETECTOR.detect(repeat("x@a.com ", MB));
    assertEquals(MB / 8, links.size());
  }

  @Test
  public void openBrackets() {
    List<Link> links = DETECTOR.detect("example.com/" + "(".repeat(MB));
    assertEquals(1, links.size());
    assertEquals("example.com/".length() + LinkScanner.STACK_LIMIT, links.get(0).end());
  }

  @Test
  public void nestedMatchedBrackets() {
    String text = "example.com/" + "(".repeat(100) + ")".repeat(100) + " x";
    assertEquals(text.length() - 2, DETECTOR.detect(text).get(0).end());
  }

  @Test
  public void hugeLocalPart() {
    String text = repeat("abc", MB) + "@example.com";
    assertTrue(
        "a local-part over the maximum link length is no email", DETECTOR.detect(text).isEmpty());
  }

  @Test
  public void hugePath() {
    String text = "example.com/" + repeat("a.", MB);
    List<Link> links = DETECTOR.detect(text);
    assertEquals(1, links.size());
    // Cut at the maximum (4096); the char at index 4095 is a Soft '.', so the link ends before it.
    assertEquals(LinkDetector.DEFAULT_MAX_LINK_LENGTH - 1, links.get(0).end());
    assertTrue(links.get(0).truncated());
  }

  /**
   * A page and a query quoted, then blanks to the end of what precise mode reads after a link: the
   * blanks are skipped no further than that. An unbounded skip, as rule 3's test of a query code
   * completes had, read "a space" outside the context for about 2^32 chars: seconds per such link.
   */
  @Test
  public void quotedQueriesBeforeBlanks() {
    LinkDetector precise = LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();
    String unit = "x = 'incident.do?a='" + " ".repeat(40) + "\n";
    assertEquals(2000, precise.detect(unit.repeat(2000)).size());
    assertEquals(1, precise.detect("x = 'incident.do?a='").size());
    // and the evidence it reads still holds: code appends a variable to the query
    assertEquals(3, precise.detect(unit.repeat(3) + "x = 'incident.do?a=' + id\n").size());
  }

  @Test
  public void manyUrlsBackToBack() {
    List<Link> links = DETECTOR.detect(repeat("example.com/ ", MB));
    // 1 MB holds 80659 whole units; the partial last one ("example.c") has no TLD.
    assertEquals(MB / 13, links.size());
  }

  @Test
  public void hugeHostRun() {
    assertTrue(DETECTOR.detect(repeat("ab.", MB) + "com").isEmpty());
    assertTrue(DETECTOR.detect(repeat("ü.", MB) + "com").isEmpty());
  }

  @Test
  public void randomCodePointsWithLoneSurrogates() {
    Random random = new Random(58);
    char[] text = randomText(random, MB);
    checkInvariants(text, DETECTOR.detect(text, 0, text.length));
  }

  /** Random text rich in URL syntax, checked for the invariants every result must have. */
  @Test
  public void randomLinkyText() {
    Random random = new Random(1958);
    String[] pieces = {
      "example.com",
      "ü.de",
      "a.co.uk",
      "http://",
      "https://",
      "mailto:",
      "@",
      ".",
      "..",
      "/",
      "?",
      "#",
      ":~:",
      "(",
      ")",
      "[",
      "]",
      "「",
      "」",
      " ",
      "\u00A0",
      "x",
      "αβ",
      "-",
      ":",
      "8080",
      "&",
      "=",
      ",",
      "!",
      "\uD800",
      "😀",
      "xn--p1ai",
      ".com",
      "'",
      "\"",
      "%41",
      "%"
    };
    for (int round = 0; round < 2000; round++) {
      StringBuilder sb = new StringBuilder();
      int n = random.nextInt(40);
      for (int i = 0; i < n; i++) {
        sb.append(pieces[random.nextInt(pieces.length)]);
      }
      char[] text = sb.toString().toCharArray();
      checkInvariants(text, DETECTOR.detect(text, 0, text.length));
    }
  }

  static char[] randomText(Random random, int length) {
    char[] text = new char[length];
    for (int i = 0; i < length; ) {
      int kind = random.nextInt(10);
      int cp =
          kind < 5
              ? 0x20 + random.nextInt(0x5F)
              : kind < 8
                  ? random.nextInt(0x10000)
                  : kind < 9 ? 0x10000 + random.nextInt(0x100000) : 0xD800 + random.nextInt(0x800);
      if (Character.isSupplementaryCodePoint(cp) && i + 1 < length) {
        i += Character.toChars(cp, text, i);
      } else {
        text[i++] = (char) (cp > 0xFFFF ? 'x' : cp);
      }
    }
    return text;
  }

  /**
   * Links are ordered, disjoint, non-empty, inside the text, contain their host, and an isolated
   * (untruncated) link is detected again as exactly itself.
   */
  static void checkInvariants(char[] text, List<Link> links) {
    int previousEnd = 0;
    for (Link link : links) {
      String where =
          link
              + " in "
              + new String(
                  text,
                  Math.max(0, link.start() - 20),
                  Math.min(text.length, link.end() + 20) - Math.max(0, link.start() - 20));
      assertTrue(
          where,
          link.start() >= previousEnd && link.start() < link.end() && link.end() <= text.length);
      assertTrue(
          where,
          link.start() <= link.hostStart()
              && link.hostStart() < link.hostEnd()
              && link.hostEnd() <= link.end());
      assertTrue(
          where,
          !Character.isLowSurrogate(text[link.start()])
              && !Character.isHighSurrogate(text[link.end() - 1]));
      if (!link.truncated()) {
        char[] alone = Arrays.copyOfRange(text, link.start(), link.end());
        List<Link> again = DETECTOR.detect(alone, 0, alone.length);
        assertEquals(where, 1, again.size());
        assertEquals(where, alone.length, again.get(0).end());
        assertEquals(where, link.type(), again.get(0).type());
      }
      previousEnd = link.end();
    }
  }
}
