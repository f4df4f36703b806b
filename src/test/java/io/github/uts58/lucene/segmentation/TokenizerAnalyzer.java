package io.github.uts58.lucene.segmentation;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.settings.WordSegmentation;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;

/** An analyzer of the tokenizer alone with a chosen buffer size (tests use small ones). */
final class TokenizerAnalyzer {
  private TokenizerAnalyzer() {}

  static Analyzer of(WordSegmentation words, LinkDetector detector, int bufferSize) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        return new TokenStreamComponents(
            new Uts58Tokenizer(
                TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
                LinkDetection.of(detector),
                words,
                255,
                bufferSize));
      }
    };
  }
}
