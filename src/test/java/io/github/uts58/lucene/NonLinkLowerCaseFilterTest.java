package io.github.uts58.lucene;

import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import java.io.IOException;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * {@link NonLinkLowerCaseFilter}: words lower-cased, links (whose paths are case-sensitive) never.
 */
public class NonLinkLowerCaseFilterTest extends BaseTokenStreamTestCase {

  private static Analyzer analyzer(boolean keyword) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = keyword ? new KeywordTokenizer() : new Uts58Tokenizer();
        return new TokenStreamComponents(t, new NonLinkLowerCaseFilter(t));
      }
    };
  }

  public void testEmptyTerm() throws IOException {
    try (Analyzer a = analyzer(true)) {
      checkOneTerm(a, "", "");
    }
  }

  public void testWordsOnly() throws IOException {
    try (Analyzer a = analyzer(false)) {
      assertAnalyzesTo(
          a,
          "Read Example.COM/Wiki/Main_Page NOW or Ops@Example.COM",
          new String[] {"read", "Example.COM/Wiki/Main_Page", "now", "or", "Ops@Example.COM"},
          new int[] {0, 5, 32, 36, 39},
          new int[] {4, 31, 35, 38, 54});
    }
  }

  public void testRandomStrings() throws IOException {
    try (Analyzer a = analyzer(false)) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
  }
}
