package io.github.uts58.lucene;

import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkNormalizer;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;

/**
 * The {@code uts58} analyzer: {@link Uts58Tokenizer}, then {@link Uts58NormalizeFilter} (so every
 * spelling of a link indexes to one term), then lower-casing of words only (URL paths keep their
 * case).
 */
public final class Uts58Analyzer extends Analyzer {
  private final LinkDetector detector;
  private final Uts58TokenizerOptions.WordSegmenterKind wordSegmenter;
  private final int maxTokenLength;
  private final LinkNormalizer normalizer;
  private final LinkChecker checker;

  public Uts58Analyzer() {
    this(LinkDetector.getDefault(), Uts58TokenizerOptions.WordSegmenterKind.STANDARD,
        Uts58TokenizerOptions.DEFAULT_MAX_TOKEN_LENGTH, LinkNormalizer.getDefault(), LinkChecker.none());
  }

  public Uts58Analyzer(
      LinkDetector detector,
      Uts58TokenizerOptions.WordSegmenterKind wordSegmenter,
      int maxTokenLength,
      LinkNormalizer normalizer,
      LinkChecker checker) {
    this.detector = detector;
    this.wordSegmenter = wordSegmenter;
    this.maxTokenLength = maxTokenLength;
    this.normalizer = normalizer;
    this.checker = checker;
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer tokenizer =
        new Uts58Tokenizer(TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY, detector, wordSegmenter, maxTokenLength, checker);
    TokenStream stream = new Uts58NormalizeFilter(tokenizer, normalizer);
    return new TokenStreamComponents(tokenizer, new NonLinkLowerCaseFilter(stream));
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new NonLinkLowerCaseFilter(in);
  }
}
