package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.WordSegmentation;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenizerFactory;

/** The {@code uts58} tokenizer in index settings; settings are checked here, at index creation. */
final class Uts58OpenSearchTokenizerFactory extends AbstractTokenizerFactory {
  private final WordSegmentation wordSegmenter;
  private final int maxTokenLength;
  private final LinkDetection detection;

  Uts58OpenSearchTokenizerFactory(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, settings, name);
    ComponentArgs args = SettingsArgs.of(Component.TOKENIZER, name, settings);
    wordSegmenter = args.get(Setting.WORD_SEGMENTER);
    maxTokenLength = args.get(Setting.MAX_TOKEN_LENGTH);
    DetectionSettings detectionSettings = DetectionSettings.read(args);
    args.finish();
    detection = SettingsArgs.detection(args, detectionSettings, environment);
  }

  @Override
  public Tokenizer create() {
    return new Uts58Tokenizer(
        TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY, detection, wordSegmenter, maxTokenLength);
  }
}
