package io.github.uts58.lucene;

import io.github.uts58.core.PublicSuffixList;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;

/**
 * Lucene SPI factory of {@link Uts58UrlPartsFilter}: {@code parts} (comma-separated), {@code
 * host_hierarchy}, {@code path_hierarchy}, {@code keep_link}, {@code private_suffixes}.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58UrlPartsFilterFactory extends TokenFilterFactory {
  public static final String NAME = "uts58_url_parts";

  private final UrlPartsOptions options;

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
  public TokenStream create(TokenStream input) {
    return new Uts58UrlPartsFilter(input, options, PublicSuffixList.getDefault());
  }
}
