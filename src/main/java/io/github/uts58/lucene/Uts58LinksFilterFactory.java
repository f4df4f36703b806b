package io.github.uts58.lucene;

import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58LinksFilter}: {@code keep_remainder}, {@code max_link_length},
 * {@code tld_file}.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58LinksFilterFactory extends TokenFilterFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58_links";

  private final LinksFilterOptions options;
  private final FactoryDetector detector;

  public Uts58LinksFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = new ComponentArgs(NAME, args);
    options = LinksFilterOptions.parse(parsed);
    parsed.finish();
    detector = new FactoryDetector(NAME, options.detection);
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58LinksFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    detector.inform(loader);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58LinksFilter(input, detector.get(), options.keepRemainder, options.checker);
  }
}
