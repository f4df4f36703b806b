package io.github.uts58.lucene;

import io.github.uts58.core.PublicSuffixList;
import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58UrlPartsFilter}: {@code parts} (comma-separated), {@code
 * host_hierarchy}, {@code path_hierarchy}, {@code keep_link}, {@code private_suffixes}, {@code
 * max_hierarchy_depth}, {@code tld_file}.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58UrlPartsFilterFactory extends TokenFilterFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58_url_parts";

  private final UrlPartsOptions options;
  private PublicSuffixList suffixes = PublicSuffixList.getDefault();

  public Uts58UrlPartsFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = new ComponentArgs(NAME, args);
    options = UrlPartsOptions.parse(parsed);
    parsed.finish();
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58UrlPartsFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    if (options.tldFile != null) {
      suffixes = TldFiles.load(loader, options.tldFile).publicSuffixList();
    }
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58UrlPartsFilter(input, options, suffixes);
  }
}
