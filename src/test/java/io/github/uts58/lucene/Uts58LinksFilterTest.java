package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.testutil.TermOffsets;
import java.io.Reader;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharFilter;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.charfilter.MappingCharFilter;
import org.apache.lucene.analysis.charfilter.NormalizeCharMap;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.analysis.MockTokenizer;

public class Uts58LinksFilterTest extends BaseTokenStreamTestCase {

  private static Analyzer whitespace(boolean keepRemainder) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new MockTokenizer(MockTokenizer.WHITESPACE, false);
        return new TokenStreamComponents(
            t, new Uts58LinksFilter(t, LinkDetection.getDefault(), keepRemainder));
      }
    };
  }

  /**
   * schemeless_links=precise: a file name in one token shows its TLD to be a file extension for the
   * field's later tokens ({@code tests/sparse03.at} ... {@code sparse04.at}), and for no other
   * field.
   */
  public void testFileExtensionsCarryAcrossTokensOfOneField() throws Exception {
    LinkDetection precise =
        LinkDetection.of(
            io.github.uts58.core.LinkDetector.builder()
                .schemelessLinks(io.github.uts58.core.SchemelessLinks.PRECISE)
                .build());
    try (Analyzer a =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new MockTokenizer(MockTokenizer.WHITESPACE, false);
            return new TokenStreamComponents(t, new Uts58LinksFilter(t, precise, false));
          }
        }) {
      assertAnalyzesTo(a, "add sparse04.at", new String[] {"sparse04.at"}, new String[] {"<URL>"});
      assertAnalyzesTo(a, "add tests/sparse03.at and sparse04.at", new String[0]);
      assertAnalyzesTo(a, "add sparse04.at", new String[] {"sparse04.at"}, new String[] {"<URL>"});
      // and a dotted identifier the namespace of a later token
      assertAnalyzesTo(a, "module.exports then module.ie", new String[0]);
      assertAnalyzesTo(a, "module.ie", new String[] {"module.ie"}, new String[] {"<URL>"});
    }
  }

  public void testLogLine() throws Exception {
    try (Analyzer a = whitespace(true)) {
      // '=' is Link_Email (RFC 5322 atext), so "user=bob@example.com" is one address; '<' is not.
      String text =
          "GET https://example.com/a?x=1 200 user=bob@example.com from=<ann@example.org> (see:example.com/αβγ),";
      String[] terms = {
        "GET",
        "https://example.com/a?x=1",
        "200",
        "user=bob@example.com",
        "from=<",
        "ann@example.org",
        "(see:",
        "example.com/αβγ"
      };
      assertAnalyzesTo(
          a,
          text,
          terms,
          TermOffsets.starts(text, terms),
          TermOffsets.ends(text, terms),
          new String[] {"word", "<URL>", "word", "<EMAIL>", "word", "<EMAIL>", "word", "<URL>"},
          new int[] {1, 1, 1, 1, 1, 1, 1, 1});
    }
  }

  public void testEmailWithHostLikeLocalPart() throws Exception {
    try (Analyzer a = whitespace(true)) {
      // Remainders without a letter or digit (":", ".") are dropped.
      String text = "from my.name+news@example.org: see first.name+x@example.com.";
      String[] terms = {"from", "my.name+news@example.org", "see", "first.name+x@example.com"};
      assertAnalyzesTo(
          a,
          text,
          terms,
          TermOffsets.starts(text, terms),
          TermOffsets.ends(text, terms),
          new String[] {"word", "<EMAIL>", "word", "<EMAIL>"},
          new int[] {1, 1, 1, 1});
    }
  }

  public void testLinksOnlyCarryPositions() throws Exception {
    try (Analyzer a = whitespace(false)) {
      String text = "a b example.com c d x@example.org e";
      String[] terms = {"example.com", "x@example.org"};
      assertAnalyzesTo(
          a,
          text,
          terms,
          TermOffsets.starts(text, terms),
          TermOffsets.ends(text, terms),
          new String[] {"<URL>", "<EMAIL>"},
          new int[] {3, 3});
    }
  }

  public void testKeywordTokenizerOnAMessage() throws Exception {
    Analyzer a =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new KeywordTokenizer();
            return new TokenStreamComponents(
                t, new Uts58LinksFilter(t, LinkDetection.getDefault(), false));
          }
        };
    try (a) {
      assertAnalyzesTo(
          a,
          "failed to fetch https://例子.中国/路径?q=1 for σωκράτης@example.com; retrying",
          new String[] {"https://例子.中国/路径?q=1", "σωκράτης@example.com"},
          new String[] {"<URL>", "<EMAIL>"});
    }
  }

  /** A char filter that changes lengths: pieces take the whole token's offsets. */
  public void testOffsetsAfterACharFilter() throws Exception {
    NormalizeCharMap.Builder map = new NormalizeCharMap.Builder();
    map.add("&amp;", "&");
    NormalizeCharMap charMap = map.build();
    Analyzer a =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new MockTokenizer(MockTokenizer.WHITESPACE, false);
            return new TokenStreamComponents(
                t, new Uts58LinksFilter(t, LinkDetection.getDefault(), true));
          }

          @Override
          protected Reader initReader(String fieldName, Reader reader) {
            CharFilter f = new MappingCharFilter(charMap, reader);
            return f;
          }
        };
    try (a) {
      assertAnalyzesTo(
          a,
          "x see:example.com/?a=1&amp;b=2",
          new String[] {"x", "see:", "example.com/?a=1&b=2"},
          new int[] {0, 2, 2},
          new int[] {1, 30, 30});
    }
  }

  public void testRandomStrings() throws Exception {
    for (boolean keep : new boolean[] {true, false}) {
      try (Analyzer a = whitespace(keep)) {
        checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
      }
    }
  }

  public void testEmptyTerm() throws Exception {
    try (Analyzer a =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new org.apache.lucene.analysis.core.KeywordTokenizer();
            return new TokenStreamComponents(
                t, new Uts58LinksFilter(t, LinkDetection.getDefault(), true));
          }
        }) {
      checkOneTerm(a, "", "");
    }
  }
}
