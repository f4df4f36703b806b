package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.LinksFilterOptions;
import io.github.uts58.lucene.Uts58LinksFilter;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;

/** The {@code uts58_links} token filter in index settings. */
final class Uts58OpenSearchLinksFilterFactory extends AbstractTokenFilterFactory {
  static final String NAME = "uts58_links";

  private final LinksFilterOptions options;
  private final LinkDetector detector;

  Uts58OpenSearchLinksFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(NAME, settings);
    options = LinksFilterOptions.parse(args);
    args.finish();
    detector = options.detection.detector(SettingsArgs.loadTlds(NAME, environment, options.detection.tldFile));
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58LinksFilter(input, detector, options.keepRemainder, options.checker);
  }
}
