package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.SpiFiles;
import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58LinksFilter}; its settings are {@link
 * Component#LINKS_FILTER}'s.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58LinksFilterFactory extends TokenFilterFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58_links";

  private final boolean keepRemainder;
  private final DetectionSettings detectionSettings;
  private LinkDetection detection;

  public Uts58LinksFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = ComponentArgs.of(Component.LINKS_FILTER, null, args);
    keepRemainder = parsed.get(Setting.KEEP_REMAINDER);
    detectionSettings = DetectionSettings.read(parsed);
    parsed.finish();
    detection = detectionSettings.buildWithoutFiles();
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58LinksFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    detection = detectionSettings.build(loader);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58LinksFilter(input, SpiFiles.informed(detection, NAME), keepRemainder);
  }
}
