package io.github.uts58.lucene;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import java.io.IOException;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * {@link Uts58NormalizeFilter}: links to their search form, with their offsets; other tokens as
 * they are.
 */
public class Uts58NormalizeFilterTest extends BaseTokenStreamTestCase {

  private static Analyzer links(boolean keyword) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = keyword ? new KeywordTokenizer() : new Uts58Tokenizer();
        return new TokenStreamComponents(
            t, new Uts58NormalizeFilter(t, LinkNormalizer.getDefault()));
      }
    };
  }

  public void testEmptyTerm() throws IOException {
    try (Analyzer a = links(true)) {
      checkOneTerm(a, "", "");
    }
  }

  public void testLinksTakeTheirSearchFormAndKeepTheirOffsets() throws IOException {
    try (Analyzer a = links(false)) {
      assertAnalyzesTo(
          a,
          "Go HTTPS://XN--BCHER-KVA.DE/%C3%BC and MAILTO:Ops@Bücher.DE",
          new String[] {"Go", "bücher.de/ü", "and", "Ops@bücher.de"},
          new int[] {0, 3, 35, 39},
          new int[] {2, 34, 38, 59},
          new String[] {"<ALPHANUM>", "<URL>", "<ALPHANUM>", "<EMAIL>"},
          new int[] {1, 1, 1, 1});
    }
  }

  /** As a keyword normalizer: a value that is one whole link is normalized, any other kept. */
  public void testWholeValues() throws IOException {
    try (Analyzer a = links(true)) {
      assertAnalyzesTo(a, "HTTPS://Example.COM", new String[] {"example.com/"});
      assertAnalyzesTo(a, "see example.com", new String[] {"see example.com"});
    }
  }

  public void testRandomStrings() throws IOException {
    try (Analyzer a = links(false)) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
  }
}
