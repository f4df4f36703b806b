package io.github.uts58.core;

import static org.junit.Assert.assertEquals;

import java.util.List;
import java.util.Locale;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class MinimalEscapingTest extends LuceneTestCase {

  @Test
  public void decodesUtf8AndKeepsInvalidEscapes() {
    assertEquals(
        "https://en.wikipedia.org/wiki/Antonín_Dvořák",
        MinimalEscaping.minimalEscape(
            "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k"));
    // Invalid UTF-8 (legacy encodings) stays escaped, hex upper-cased.
    assertEquals(
        "example.com/a%FFb%C2%C2c", MinimalEscaping.minimalEscape("example.com/a%ffb%c2%C2c"));
    // Overlong and surrogate encodings are invalid too.
    assertEquals(
        "example.com/%C0%AF%ED%A0%80",
        MinimalEscaping.minimalEscape("example.com/%C0%AF%ED%A0%80"));
    // A truncated sequence keeps its lead byte escaped and decodes what follows.
    assertEquals("example.com/%E2a", MinimalEscaping.minimalEscape("example.com/%E2a"));
  }

  @Test
  public void syntaxStaysEscapedInsideItsPart() {
    assertEquals(
        "example.com/a%2Fb%3Fc%23d?k%3D=v%26w%2Bx#f",
        MinimalEscaping.minimalEscape("example.com/a%2Fb%3Fc%23d?k%3D=v%26w%2Bx#f"));
    // '?' decoded in a query or '/' in a query is ordinary there.
    assertEquals("example.com?a/b?c", MinimalEscaping.minimalEscape("example.com?a%2Fb%3Fc"));
    // A decoded '%' that would read as an escape stays %25; otherwise it is literal.
    assertEquals("example.com/%2541%x", MinimalEscaping.minimalEscape("example.com/%2541%25x"));
  }

  /**
   * §4.1's precondition per part: Path [?#/], Query [+#=&], Fragment the ':' of ":~:", Fragment
   * Directive [&,] and that ':'. A syntax character of one part is ordinary in the others.
   */
  @Test
  public void eachPartEscapesOnlyItsOwnSyntax() {
    String[] prefixes = {"example.com/x", "example.com?x", "example.com#x", "example.com#f:~:x"};
    String[] ownSyntax = {"?#/", "+#=&", "", "&,"};
    String candidates = "/?#+=&,";
    for (int p = 0; p < prefixes.length; p++) {
      for (char c : candidates.toCharArray()) {
        String escaped = String.format(Locale.ROOT, "%%%02X", (int) c);
        String in = prefixes[p] + escaped + "y";
        boolean stays = ownSyntax[p].indexOf(c) >= 0;
        String expected = prefixes[p] + (stays ? escaped : String.valueOf(c)) + "y";
        assertEquals(in, expected, MinimalEscaping.minimalEscape(in));
      }
      // A literal ":~:" stays literal in path and query; in the fragment and directives its ':'
      // is escaped (else it would start a directive).
      String directive = prefixes[p] + "%3A~:y";
      String expected = prefixes[p] + (p >= 2 ? "%3A~:y" : ":~:y");
      assertEquals(directive, expected, MinimalEscaping.minimalEscape(directive));
    }
    // The case from real text: a literal ":~:" in a path is not escaped.
    assertEquals(
        "ja.wikipedia.org/wiki/アインシュタイン=:~:+どこでも",
        MinimalEscaping.minimalEscape(
            "ja.wikipedia.org/wiki/%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3=:~:+%E3%81%A9%E3%81%93%E3%81%A7%E3%82%82"));
    UrlComponents fromValues =
        new UrlComponents(
            "https://",
            "example.com",
            List.of("a:~:b"),
            List.of(new UrlComponents.Param("k:~:", "v+")),
            null,
            List.of());
    assertEquals("https://example.com/a:~:b?k:~:=v%2B", MinimalEscaping.format(fromValues));
  }

  @Test
  public void hardSoftAndBracketsFollowSection41() {
    assertEquals("example.com/a%20b", MinimalEscaping.minimalEscape("example.com/a%20b"));
    assertEquals("example.com/a.b%2E", MinimalEscaping.minimalEscape("example.com/a.b."));
    assertEquals("example.com/a.?b", MinimalEscaping.minimalEscape("example.com/a.?b"));
    assertEquals("example.com/(a)%29", MinimalEscaping.minimalEscape("example.com/(a))"));
    assertEquals("example.com/a%29(b)", MinimalEscaping.minimalEscape("example.com/a)(b)"));
    // '/' clears the stack (Table 3-3), so the ')' after it is unmatched.
    assertEquals("example.com/(a/b%29", MinimalEscaping.minimalEscape("example.com/(a/b)"));
  }

  @Test
  public void emptyPartsKeepTheirInitiator() {
    assertEquals("https://example.com/", MinimalEscaping.minimalEscape("https://example.com/"));
    assertEquals("example.com/?#", MinimalEscaping.minimalEscape("example.com/?#"));
    assertEquals("example.com", MinimalEscaping.minimalEscape("example.com"));
  }

  @Test
  public void fragmentDirectives() {
    assertEquals(
        "example.com#a:~:text=x,y%2Cz",
        MinimalEscaping.minimalEscape("example.com#a:~:text=x,y%2Cz"));
    UrlComponents url =
        new UrlComponents(
            "https://", "example.com", List.of(), List.of(), "a:~:b", List.of("text=x&y"));
    assertEquals("https://example.com#a%3A~:b:~:text=x%26y", MinimalEscaping.format(url));
  }

  @Test
  public void minimalFormIsDetectedWholeInText() {
    for (String url :
        List.of(
            "example.com/a.b.", "example.com/(a))", "example.com/a b?c d#e f", "example.com/»x«")) {
      String minimal = MinimalEscaping.minimalEscape(url);
      String text = "See " + minimal + ". Then";
      List<Link> links = LinkDetector.getDefault().detect(text);
      assertEquals(url, minimal, links.get(0).text(text));
    }
  }
}
