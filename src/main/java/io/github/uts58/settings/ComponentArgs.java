package io.github.uts58.settings;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Reads one component's settings, given as text (Lucene SPI arguments, OpenSearch settings or
 * processor properties flattened to strings, command-line options), with the definitions of {@link
 * Setting}. Every error names the component instance and the setting; {@link #finish()} rejects
 * settings nobody read, so a misspelt setting is an error, not a silent default.
 */
public final class ComponentArgs {
  /**
   * A bad value or an unknown setting; {@link #setting()} names it, {@link #detail()} says what is
   * wrong.
   */
  public static final class SettingException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String setting;
    private final String detail;

    SettingException(String message, String setting, String detail) {
      super(message);
      this.setting = setting;
      this.detail = detail;
    }

    public String setting() {
      return setting;
    }

    public String detail() {
      return detail;
    }
  }

  private final Component component;
  private final String label;
  private final UnaryOperator<String> naming;
  private final Map<String, String> args;
  private final Set<String> known = new LinkedHashSet<>();

  private ComponentArgs(
      Component component, String label, UnaryOperator<String> naming, Map<String, String> args) {
    this.component = component;
    this.label = label;
    this.naming = naming;
    this.args = args;
  }

  /**
   * The settings of one instance of {@code component}: errors say {@code [instance]} and the
   * component's type ({@code [links_tokenizer] of type [uts58]}), or only the type when the
   * instance has no name of its own (Lucene SPI).
   */
  public static ComponentArgs of(Component component, String instance, Map<String, String> args) {
    String label =
        instance == null || instance.equals(component.typeName())
            ? "[" + component.typeName() + "]"
            : "[" + instance + "] of type [" + component.typeName() + "]";
    return new ComponentArgs(component, label, name -> "setting [" + name + "]", args);
  }

  /**
   * Command-line options of a command that reads {@code component}'s settings: setting {@code
   * max_link_length} is {@code --max-link-length} in errors.
   */
  public static ComponentArgs commandLine(
      Component component, String command, Map<String, String> args) {
    return new ComponentArgs(
        component, "[" + command + "]", name -> "option " + optionName(name), args);
  }

  /** The option that stands for a setting: {@code max_link_length} → {@code --max-link-length}. */
  public static String optionName(String setting) {
    return "--" + setting.replace('_', '-');
  }

  /** The setting's value, or its default when it is not given. */
  public <T> T get(Setting<T> requested) {
    Setting<T> setting = component.own(requested); // this component's default
    known.add(setting.name());
    String raw = args.get(setting.name());
    if (raw == null) {
      return setting.defaultValue();
    }
    try {
      return setting.parse(raw);
    } catch (IllegalArgumentException e) {
      throw new SettingException(
          label + " " + naming.apply(setting.name()) + " " + e.getMessage(),
          setting.name(),
          e.getMessage());
    }
  }

  /** A setting that must be given. */
  public <T> T require(Setting<T> setting) {
    T value = get(setting);
    if (value == null) {
      throw new SettingException(
          label + " " + naming.apply(setting.name()) + " is required",
          setting.name(),
          "is required");
    }
    return value;
  }

  /** The error for a file named by {@code setting} that cannot be opened or read. */
  public SettingException fileError(Setting<String> setting, Exception cause) {
    String detail = "cannot read [" + args.get(setting.name()) + "]: " + cause.getMessage();
    SettingException e =
        new SettingException(
            label + " " + naming.apply(setting.name()) + " " + detail, setting.name(), detail);
    e.initCause(cause);
    return e;
  }

  /**
   * Fails if a setting was given that no reader asked for. Also checks the reader: it must have
   * read exactly the settings its {@link Component} declares, so the settings reference, the error
   * messages and the code cannot drift apart.
   */
  public void finish() {
    List<String> declared = component.settings().stream().map(Setting::name).toList();
    if (!known.equals(new HashSet<>(declared))) {
      throw new IllegalStateException(
          label + " read " + known + " but " + component + " declares " + declared);
    }
    Set<String> unknown = new TreeSet<>(args.keySet());
    unknown.removeAll(known);
    if (!unknown.isEmpty()) {
      String first = unknown.iterator().next();
      String detail =
          "unknown setting"
              + (unknown.size() > 1 ? "s " : " ")
              + unknown
              + "; known settings are "
              + declared;
      throw new SettingException(label + " " + detail, first, detail);
    }
  }
}
