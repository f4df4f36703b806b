package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.WordSegmentation;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;

/**
 * The {@code uts58} analyzer: {@link Uts58Tokenizer}, then {@link Uts58NormalizeFilter} (so every
 * spelling of a link indexes to one term), then lower-casing of words only (URL paths keep their
 * case).
 */
public final class Uts58Analyzer extends Analyzer {
  private final LinkDetection detection;
  private final WordSegmentation wordSegmenter;
  private final int maxTokenLength;
  private final LinkNormalizer normalizer;

  /** The defaults of every setting. */
  public Uts58Analyzer() {
    this(
        LinkDetection.getDefault(),
        WordSegmentation.STANDARD,
        Setting.MAX_TOKEN_LENGTH.defaultValue(),
        LinkNormalizer.getDefault());
  }

  public Uts58Analyzer(
      LinkDetection detection,
      WordSegmentation wordSegmenter,
      int maxTokenLength,
      LinkNormalizer normalizer) {
    this.detection = detection;
    this.wordSegmenter = wordSegmenter;
    this.maxTokenLength = maxTokenLength;
    this.normalizer = normalizer;
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer tokenizer =
        new Uts58Tokenizer(
            TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY, detection, wordSegmenter, maxTokenLength);
    TokenStream stream = new Uts58NormalizeFilter(tokenizer, normalizer);
    return new TokenStreamComponents(tokenizer, new NonLinkLowerCaseFilter(stream));
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new NonLinkLowerCaseFilter(in);
  }
}
