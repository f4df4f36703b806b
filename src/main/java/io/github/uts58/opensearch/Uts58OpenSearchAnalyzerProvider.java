package io.github.uts58.opensearch;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.Uts58Analyzer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.NormalizationSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.WordSegmentation;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractIndexAnalyzerProvider;

/** The {@code uts58} analyzer: the tokenizer's and the normalize filter's settings together. */
final class Uts58OpenSearchAnalyzerProvider extends AbstractIndexAnalyzerProvider<Uts58Analyzer> {
  private final Uts58Analyzer analyzer;

  Uts58OpenSearchAnalyzerProvider(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(Component.ANALYZER, name, settings);
    WordSegmentation wordSegmenter = args.get(Setting.WORD_SEGMENTER);
    int maxTokenLength = args.get(Setting.MAX_TOKEN_LENGTH);
    DetectionSettings detection = DetectionSettings.read(args);
    LinkNormalizer normalizer = NormalizationSettings.read(args);
    args.finish();
    analyzer =
        new Uts58Analyzer(
            SettingsArgs.detection(args, detection, environment),
            wordSegmenter,
            maxTokenLength,
            normalizer);
  }

  @Override
  public Uts58Analyzer get() {
    return analyzer;
  }
}
