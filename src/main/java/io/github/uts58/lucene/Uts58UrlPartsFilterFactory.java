package io.github.uts58.lucene;

import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.SpiFiles;
import io.github.uts58.settings.UrlPartsSettings;
import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58UrlPartsFilter}; its settings are {@link
 * Component#URL_PARTS_FILTER}'s.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58UrlPartsFilterFactory extends TokenFilterFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58_url_parts";

  private final UrlPartsSettings settings;
  private PublicSuffixList suffixes;

  public Uts58UrlPartsFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = ComponentArgs.of(Component.URL_PARTS_FILTER, null, args);
    settings = UrlPartsSettings.read(parsed);
    parsed.finish();
    suffixes = settings.tldFile() == null ? PublicSuffixList.getDefault() : null;
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58UrlPartsFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    suffixes = settings.suffixes(loader);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58UrlPartsFilter(input, settings, SpiFiles.informed(suffixes, NAME));
  }
}
