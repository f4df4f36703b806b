package io.github.uts58.lucene;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

public class Uts58AnalyzerTest extends BaseTokenStreamTestCase {

  private static String onlyLink(Analyzer a, String text) throws IOException {
    List<String> links = new ArrayList<>();
    try (TokenStream ts = a.tokenStream("f", new StringReader(text))) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      TypeAttribute type = ts.addAttribute(TypeAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        if (type.type().equals("<URL>") || type.type().equals("<EMAIL>")) {
          links.add(term.toString());
        }
      }
      ts.end();
    }
    assertEquals(text, 1, links.size());
    return links.get(0);
  }

  public void testEquivalentSpellingsNormalizeToOneTerm() throws Exception {
    try (Analyzer a = new Uts58Analyzer()) {
      assertEquals(
          onlyLink(a, "see https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k now"),
          onlyLink(a, "see en.wikipedia.org/wiki/Antonín_Dvořák now"));
      assertEquals(onlyLink(a, "at xn--bcher-kva.de today"), onlyLink(a, "at bücher.de today"));
      assertEquals(onlyLink(a, "EXAMPLE.COM/Path"), onlyLink(a, "example.com/Path"));
      assertFalse(onlyLink(a, "example.com/Path").equals(onlyLink(a, "example.com/path")));
      assertEquals(onlyLink(a, "mail Bob@EXAMPLE.com"), onlyLink(a, "mail mailto:Bob@example.com"));
      assertEquals(
          onlyLink(a, "see https://example.com now"), onlyLink(a, "see https://example.com/ now"));
      assertEquals(
          onlyLink(a, "see http://bücher.de now"), onlyLink(a, "see http://xn--bcher-kva.de/ now"));
      assertFalse(onlyLink(a, "example.org/a").equals(onlyLink(a, "example.org/a/")));
    }
  }

  public void testWordsAreLowerCasedLinksKeepTheirPath() throws Exception {
    try (Analyzer a = new Uts58Analyzer()) {
      assertAnalyzesTo(
          a,
          "Visit HTTPS://Example.COM/Wiki/Main_Page Today",
          new String[] {"visit", "example.com/Wiki/Main_Page", "today"},
          new String[] {"<ALPHANUM>", "<URL>", "<ALPHANUM>"});
    }
  }

  public void testRandomStrings() throws Exception {
    try (Analyzer a = new Uts58Analyzer()) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
  }
}
