package io.github.uts58.lucene;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import io.github.uts58.settings.WordSegmentation;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.analysis.MockTokenizer;

/** The UTS #58 §8 checks in the tokenizer and the links filter. */
public class LinkChecksTest extends BaseTokenStreamTestCase {

  private static Analyzer tokenizer(LinkChecker checker) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        return new TokenStreamComponents(
            new Uts58Tokenizer(
                TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
                new LinkDetection(LinkDetector.getDefault(), checker),
                WordSegmentation.STANDARD,
                255));
      }
    };
  }

  private static Analyzer linksFilter(LinkChecker checker) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new MockTokenizer(MockTokenizer.WHITESPACE, false);
        return new TokenStreamComponents(
            t,
            new Uts58LinksFilter(t, new LinkDetection(LinkDetector.getDefault(), checker), true));
      }
    };
  }

  public void testFlaggedLinksGetStackedTokens() throws Exception {
    LinkChecker flag =
        LinkChecker.of(
            Map.of(
                LinkCheck.INVISIBLE_CHARACTER,
                LinkCheck.Mode.FLAG,
                LinkCheck.CONFUSABLE_HOST,
                LinkCheck.Mode.FLAG),
            false);
    try (Analyzer a = tokenizer(flag)) {
      assertAnalyzesTo(
          a,
          "go аррӏе.com/a\u200Eb ok example.com",
          new String[] {
            "go",
            "аррӏе.com/a\u200Eb",
            "confusable_host",
            "invisible_character",
            "ok",
            "example.com"
          },
          new int[] {0, 3, 3, 3, 17, 20},
          new int[] {2, 16, 16, 16, 19, 31},
          new String[] {
            "<ALPHANUM>", "<URL>", "<SUSPICIOUS_LINK>", "<SUSPICIOUS_LINK>", "<ALPHANUM>", "<URL>"
          },
          new int[] {1, 1, 0, 0, 1, 1});
    }
    try (Analyzer a = linksFilter(flag)) {
      assertAnalyzesTo(
          a,
          "see:аррӏе.com",
          new String[] {"see:", "аррӏе.com", "confusable_host"},
          null,
          null,
          new String[] {"word", "<URL>", "<SUSPICIOUS_LINK>"},
          new int[] {1, 1, 0});
    }
  }

  public void testRejectedLinksAreText() throws Exception {
    LinkChecker reject =
        LinkChecker.of(Map.of(LinkCheck.CONFUSABLE_HOST, LinkCheck.Mode.REJECT), false);
    try (Analyzer a = tokenizer(reject)) {
      assertAnalyzesTo(
          a,
          "аррӏе.com example.com",
          new String[] {"аррӏе.com", "example.com"},
          new String[] {"<ALPHANUM>", "<URL>"});
    }
    try (Analyzer a = linksFilter(reject)) {
      assertAnalyzesTo(
          a,
          "аррӏе.com example.com",
          new String[] {"аррӏе.com", "example.com"},
          new String[] {"word", "<URL>"});
    }
  }

  public void testStartAdjustment() throws Exception {
    try (Analyzer a = tokenizer(LinkChecker.of(Map.of(), true))) {
      assertAnalyzesTo(
          a,
          "ウェブサイトはexample.com です",
          new String[] {"ウェブサイト", "は", "example.com", "で", "す"},
          new String[] {"<KATAKANA>", "<HIRAGANA>", "<URL>", "<HIRAGANA>", "<HIRAGANA>"});
    }
  }

  public void testRandomStringsWithChecks() throws Exception {
    LinkChecker all =
        LinkChecker.of(
            Map.of(
                LinkCheck.INVISIBLE_CHARACTER,
                LinkCheck.Mode.FLAG,
                LinkCheck.CONFUSABLE_HOST,
                LinkCheck.Mode.REJECT,
                LinkCheck.INVALID_TLD,
                LinkCheck.Mode.FLAG),
            true);
    try (Analyzer a = tokenizer(all)) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
    try (Analyzer a = linksFilter(all)) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
  }
}
