package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.lucene.Uts58LinksFilter;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;

/** The {@code uts58_links} token filter in index settings. */
final class Uts58OpenSearchLinksFilterFactory extends AbstractTokenFilterFactory {
  private final boolean keepRemainder;
  private final LinkDetection detection;

  Uts58OpenSearchLinksFilterFactory(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(Component.LINKS_FILTER, name, settings);
    keepRemainder = args.get(Setting.KEEP_REMAINDER);
    DetectionSettings detectionSettings = DetectionSettings.read(args);
    args.finish();
    detection = SettingsArgs.detection(args, detectionSettings, environment);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58LinksFilter(input, detection, keepRemainder);
  }
}
