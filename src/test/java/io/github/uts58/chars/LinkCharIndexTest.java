package io.github.uts58.chars;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import io.github.uts58.testutil.SharedData;
import io.github.uts58.testutil.UcdFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/** The index equals Unicode's published UTS #58 data files for every code point. */
public class LinkCharIndexTest extends LuceneTestCase {

  private static final int MAX_REPORTED = 20;

  /**
   * The table generated at build time is what deriving it from ICU4J gives now: it cannot go stale.
   */
  @Test
  public void generatedTableEqualsADerivationNow() {
    assertTrue(
        "the build generates " + LinkCharIndexBuilder.RESOURCE + " (pom.xml, link-char-index)",
        LinkCharIndex.loadedFromResource());
    org.junit.Assert.assertArrayEquals(LinkCharIndexBuilder.derive(), LinkCharIndex.serialized());
  }

  @Test
  public void builtFromUnicode17() {
    assertTrue(LinkCharIndex.unicodeVersion(), LinkCharIndex.unicodeVersion().startsWith("17."));
  }

  @Test
  public void linkTermEqualsLinkTermTxt() throws Exception {
    LinkTerm[] expected = new LinkTerm[0x110000];
    Arrays.fill(expected, LinkTerm.HARD); // @missing: 0000..10FFFF; Hard
    for (UcdFile.Entry e : UcdFile.read(SharedData.file("uts58/17.0.0/LinkTerm.txt"))) {
      LinkTerm term = LinkTerm.valueOf(e.fields().get(0).toUpperCase(Locale.ROOT));
      Arrays.fill(expected, e.start(), e.end() + 1, term);
    }
    List<String> diffs = new ArrayList<>();
    for (int cp = 0; cp <= 0x10FFFF; cp++) {
      if (LinkCharIndex.linkTerm(cp) != expected[cp]) {
        diffs.add(
            String.format(
                Locale.ROOT,
                "U+%04X index=%s file=%s",
                cp,
                LinkCharIndex.linkTerm(cp),
                expected[cp]));
      }
    }
    assertNoDiffs("Link_Term", diffs);
  }

  @Test
  public void linkBracketEqualsLinkBracketTxt() throws Exception {
    int[] expected = new int[0x110000];
    Arrays.fill(expected, -1);
    int count = 0;
    for (UcdFile.Entry e : UcdFile.read(SharedData.file("uts58/17.0.0/LinkBracket.txt"))) {
      expected[e.start()] = Integer.parseInt(e.fields().get(0), 16);
      count++;
    }
    List<String> diffs = new ArrayList<>();
    for (int cp = 0; cp <= 0x10FFFF; cp++) {
      if (LinkCharIndex.linkBracket(cp) != expected[cp]) {
        diffs.add(
            String.format(
                Locale.ROOT,
                "U+%04X index=%X file=%X",
                cp,
                LinkCharIndex.linkBracket(cp),
                expected[cp]));
      }
      // Only Close characters have a mapping (§6.1).
      assertEquals(expected[cp] >= 0, LinkCharIndex.linkTerm(cp) == LinkTerm.CLOSE);
    }
    assertNoDiffs("Link_Bracket", diffs);
    assertEquals(count, LinkCharIndex.bracketCount());
  }

  @Test
  public void linkEmailEqualsLinkEmailTxt() throws Exception {
    boolean[] expected = new boolean[0x110000];
    for (UcdFile.Entry e : UcdFile.read(SharedData.file("uts58/17.0.0/LinkEmail.txt"))) {
      Arrays.fill(expected, e.start(), e.end() + 1, true);
    }
    List<String> diffs = new ArrayList<>();
    for (int cp = 0; cp <= 0x10FFFF; cp++) {
      if (LinkCharIndex.isLinkEmail(cp) != expected[cp]) {
        diffs.add(
            String.format(
                Locale.ROOT,
                "U+%04X index=%s file=%s",
                cp,
                LinkCharIndex.isLinkEmail(cp),
                expected[cp]));
      }
    }
    assertNoDiffs("Link_Email", diffs);
  }

  /**
   * Host characters against UTS #46's IdnaMappingTable.txt: valid or deviation and also valid in
   * IDNA2008 (no NV8/XV8 mark), or mapped to a string of such characters only (so not to a space,
   * an ASCII symbol or a dot); in ASCII only letters, digits and '-'. The four label separators are
   * the characters mapped to '.' plus '.'.
   */
  @Test
  public void hostCharsEqualIdnaMappingTable() throws Exception {
    boolean[] host = new boolean[0x110000];
    boolean[] validIdna2008 = new boolean[0x110000];
    for (UcdFile.Entry e :
        UcdFile.read(SharedData.file("uts58/idna-17.0.0/IdnaMappingTable.txt"))) {
      if (e.fields().get(0).equals("valid") || e.fields().get(0).equals("deviation")) {
        for (int cp = e.start(); cp <= e.end(); cp++) {
          validIdna2008[cp] = !idna2008Invalid(e);
        }
      }
    }
    boolean[] separator = new boolean[0x110000];
    separator['.'] = true;
    for (UcdFile.Entry e :
        UcdFile.read(SharedData.file("uts58/idna-17.0.0/IdnaMappingTable.txt"))) {
      String status = e.fields().get(0);
      String mapping = e.fields().size() > 1 ? e.fields().get(1) : "";
      boolean isHost =
          switch (status) {
            case "valid", "deviation" -> !idna2008Invalid(e);
            case "mapped" -> mapsToLabelChars(mapping, validIdna2008);
            default -> false;
          };
      for (int cp = e.start(); cp <= e.end(); cp++) {
        boolean asciiLdh = cp < 0x80 && (Character.isLetterOrDigit(cp) || cp == '-');
        host[cp] = cp < 0x80 ? asciiLdh : isHost;
        if ("mapped".equals(status) && "002E".equals(mapping)) {
          separator[cp] = true;
        }
      }
    }
    List<String> diffs = new ArrayList<>();
    for (int cp = 0; cp <= 0x10FFFF; cp++) {
      if (LinkCharIndex.isHostChar(cp) != host[cp]) {
        diffs.add(
            String.format(
                Locale.ROOT,
                "host U+%04X index=%s table=%s",
                cp,
                LinkCharIndex.isHostChar(cp),
                host[cp]));
      }
      if (LinkCharIndex.isLabelSeparator(cp) != separator[cp]) {
        diffs.add(
            String.format(
                Locale.ROOT, "separator U+%04X index=%s", cp, LinkCharIndex.isLabelSeparator(cp)));
      }
    }
    assertNoDiffs("host characters", diffs);
  }

  /** NV8/XV8: valid in UTS #46 but not in IDNA2008. */
  private static boolean idna2008Invalid(UcdFile.Entry e) {
    return e.fields().size() > 2
        && (e.fields().get(2).equals("NV8") || e.fields().get(2).equals("XV8"));
  }

  private static boolean mapsToLabelChars(String mapping, boolean[] validIdna2008) {
    for (String hex : mapping.trim().split("\\s+")) {
      int cp = Integer.parseInt(hex, 16);
      boolean ok = cp < 0x80 ? (Character.isLetterOrDigit(cp) || cp == '-') : validIdna2008[cp];
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  @Test
  public void spotChecks() {
    assertEquals(LinkTerm.SOFT, LinkCharIndex.linkTerm('.'));
    assertEquals(LinkTerm.HARD, LinkCharIndex.linkTerm(' '));
    assertEquals(LinkTerm.OPEN, LinkCharIndex.linkTerm('<'));
    assertEquals('<', LinkCharIndex.linkBracket('>'));
    assertEquals('（', LinkCharIndex.linkBracket('）'));
    assertTrue(LinkCharIndex.isLinkEmail('.'));
    assertTrue(LinkCharIndex.isLinkEmail('σ'));
    assertFalse(LinkCharIndex.isLinkEmail('@'));
    assertFalse(LinkCharIndex.isHostChar('\u00A0')); // NBSP maps to a space
    assertFalse(LinkCharIndex.isHostChar('\u3000'));
    assertFalse(LinkCharIndex.isHostChar('_'));
    assertTrue(LinkCharIndex.isHostChar('ß'));
    assertTrue(LinkCharIndex.isHostChar('Ö'));
    assertTrue(LinkCharIndex.isHostChar(0x2070E)); // supplementary ideograph
    assertTrue(LinkCharIndex.isLabelSeparator('。'));
    assertTrue((LinkCharIndex.flags('\u2028') & LinkCharIndex.WHITE_SPACE) != 0);
    // UTS #46 would change these (full-width, upper case, not NFC-stable), not those.
    assertTrue((LinkCharIndex.flags('Ａ') & LinkCharIndex.UTS46_CHANGES) != 0);
    assertTrue((LinkCharIndex.flags('Ф') & LinkCharIndex.UTS46_CHANGES) != 0);
    assertTrue((LinkCharIndex.flags(0x0301) & LinkCharIndex.UTS46_CHANGES) != 0);
    assertEquals(0, LinkCharIndex.flags('ф') & LinkCharIndex.UTS46_CHANGES);
    assertEquals(0, LinkCharIndex.flags('中') & LinkCharIndex.UTS46_CHANGES);
    // Lone surrogates are Hard and nothing else.
    assertEquals(LinkTerm.HARD.ordinal(), LinkCharIndex.bmpFlags('\uD800'));
  }

  @Test
  public void tableIsCompact() {
    int bytes = LinkCharIndex.tableBytes();
    System.out.println("LinkCharIndex table size: " + bytes + " bytes");
    assertTrue("table too large: " + bytes, bytes < 64 * 1024);
  }

  private static void assertNoDiffs(String what, List<String> diffs) {
    if (!diffs.isEmpty()) {
      throw new AssertionError(
          what
              + ": "
              + diffs.size()
              + " code points differ, first: "
              + diffs.subList(0, Math.min(MAX_REPORTED, diffs.size())));
    }
  }
}
