package io.github.uts58.opensearch;

import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.lucene.Uts58UrlPartsFilter;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.UrlPartsSettings;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;

/** The {@code uts58_url_parts} token filter in index settings. */
final class Uts58OpenSearchUrlPartsFilterFactory extends AbstractTokenFilterFactory {
  private final UrlPartsSettings settings;
  private final PublicSuffixList suffixes;

  Uts58OpenSearchUrlPartsFilterFactory(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(Component.URL_PARTS_FILTER, name, settings);
    this.settings = UrlPartsSettings.read(args);
    args.finish();
    suffixes = SettingsArgs.suffixes(args, this.settings, environment);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58UrlPartsFilter(input, settings, suffixes);
  }
}
