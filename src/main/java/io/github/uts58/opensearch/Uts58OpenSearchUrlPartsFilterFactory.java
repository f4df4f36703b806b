package io.github.uts58.opensearch;

import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.Uts58UrlPartsFilter;
import io.github.uts58.lucene.UrlPartsOptions;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;

/** The {@code uts58_url_parts} token filter in index settings. */
final class Uts58OpenSearchUrlPartsFilterFactory extends AbstractTokenFilterFactory {
  static final String NAME = "uts58_url_parts";

  private final UrlPartsOptions options;
  private final PublicSuffixList suffixes;

  Uts58OpenSearchUrlPartsFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(NAME, settings);
    options = UrlPartsOptions.parse(args);
    args.finish();
    TopLevelDomains tlds = SettingsArgs.loadTlds(NAME, environment, options.tldFile);
    suffixes = tlds != null ? tlds.publicSuffixList() : PublicSuffixList.getDefault();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58UrlPartsFilter(input, options, suffixes);
  }
}
