package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiIdentifierPart;
import static io.github.uts58.core.AsciiChars.isAsciiLetterOrDigit;
import static io.github.uts58.core.AsciiChars.isDigit;
import static io.github.uts58.core.AsciiChars.isQuote;

/**
 * Evidence around a host that it is part of an address or a domain name UTS #58 does not see as
 * one, for {@link LookalikeHosts}: an address written out ({@code name at example.org}, whose
 * domain is a link and whose local part is not), and domains in DNS's and options' notation ({@code
 * _ldap._tcp.example.com}, {@code --server=/google.com/1.2.3.4}).
 */
final class AddressEvidence {
  private AddressEvidence() {}

  /**
   * " at ", "(at)", "[at]" or "-at-" (one or two spaces around allowed) just before the host, or
   * "(at-nospam)" glued to both parts, or an {@code @} spaced from both parts after a word's two
   * letters or digits (RFC 822's {@code <Neuman @ foo.bar>}; not Haskell's type application, {@code
   * Foo.T @ GHC.Base.Int}, nor an operator's {@code a @ b.to}): an address written out.
   */
  static boolean atBefore(TextAround around, int hostStart) {
    int i = around.afterSpacesBefore(hostStart);
    return (around.at(i - 4) != ' ' && writtenAt(around, i - 4))
        || (i < hostStart
            && around.at(i - 3) == ' '
            && writtenAt(around, i - 3)
            && afterAWord(around, i - 3))
        || (around.at(i - 1) == '@'
            && AsciiChars.isBlank(around.at(i - 2))
            && isAsciiLetterOrDigit(around.at(i - 3))
            && isAsciiLetterOrDigit(around.at(i - 4)))
        || atWithWordBefore(around, hostStart);
  }

  /**
   * An {@code @} glued to its local part and spaced from the host ({@code <lane@
   * DUPHY4.Physics.Drexel.Edu>}), an address UTS #58 leaves unjoined (glued, it joins them into an
   * email); its caller asks it only in a TLD no file has ({@code see Neuman@ setup.py} is a file).
   */
  static boolean atGluedToLocalPart(TextAround around, int hostStart) {
    int i = around.afterSpacesBefore(hostStart);
    return around.at(i - 1) == '@' && isAsciiLetterOrDigit(around.at(i - 2));
  }

  /**
   * Named a host by the key or the noun {@code host}, {@code hostname}, {@code domain}, {@code
   * server} or {@code proxy} ({@link #hostWordEndsAt}) right before it, in any case: an HTTP header
   * or a key with {@code :} ({@code Host: example.com}, {@code onboarding_host:"mitm.it"}, {@code
   * domain: example.org}), a key with {@code =} and a quoted value ({@code FLEEP_HOST =
   * 'fleep.io'}, {@code DOCKER_HOSTNAME = 'docker.io'}), a quoted value after a quoted key or
   * Perl's {@code =>} ({@code 'domain': 'github.io'}, {@code Domain => "bit.ch"}) or a shell's
   * variable, no spaces, then a blank or the line's end ({@code RELEASE_HOST=proxy.xyz
   * ./release.sh}; code assigns a member so: {@code host = attr.to,}, {@code host=question.name,}),
   * a long option ({@code fierce --domain zonetransfer.me}), or the noun before the name quoted
   * ({@code a fake host 'srv.host'}) or, {@code domain}, after {@code the} ({@code the MX records
   * of the domain miek.nl}). Not if an identifier goes on after the name ({@code host =
   * session.to_host}).
   */
  static boolean hostKeyBefore(TextAround around, int hostStart, int end) {
    if (isAsciiIdentifierPart(around.at(end))) {
      return false;
    }
    int i = hostStart;
    boolean quoted = around.quoted(hostStart, end);
    if (quoted) {
      i--;
    }
    int value = i;
    i = around.afterSpacesBefore(i);
    if (quoted) {
      // compared with a variable so named: $domain eq 'uio.no', host == "x.org", host != 'x.org'
      int operator = comparisonEndsAt(around, i);
      if (operator > 0) {
        return hostWordEndsAt(around, around.afterSpacesBefore(i - operator)) > 0;
      }
    }
    char key = around.at(i - 1);
    // (Perl's and PHP's pair of a quoted value: Domain => "bit.ch", 'host' => 'x.org')
    boolean fatComma = quoted && around.fatCommaBefore(i);
    if (fatComma) {
      i = around.afterSpacesBefore(i - 2);
    } else if (key == '=') {
      boolean shellVariable =
          i == value
              && around.at(i - 2) != ' '
              && (AsciiChars.isBlank(around.at(end)) || around.lineBreakAt(end));
      if (!quoted && !shellVariable) {
        return false;
      }
      i = around.afterSpacesBefore(i - 1);
    } else if (key == ':') {
      i = around.afterSpacesBefore(i - 1);
    } else if (i == value) {
      return false;
    } else if (!quoted) {
      // (the word, a space, then the name: a long option's or the domain's)
      int word = hostWordEndsAt(around, i);
      return (word > 0 && around.at(i - word - 1) == '-' && around.at(i - word - 2) == '-')
          || (word == DOMAIN.length() && around.asciiWordAt(i - word - 4, "the "));
    }
    // (the key quoted too, a dictionary's or a hash's: 'domain': 'github.io', "host" => "x.org")
    if (quoted && (key == ':' || fatComma) && isQuote(around.at(i - 1))) {
      i--;
    }
    return hostWordEndsAt(around, i) > 0;
  }

  /**
   * The length of a comparison's operator ending at {@code i}, after a blank: {@code eq}, {@code
   * ne} (Perl's), {@code ==}, {@code !=}, {@code ===}, {@code !==}; else 0.
   */
  private static int comparisonEndsAt(TextAround around, int i) {
    int length;
    if (around.at(i - 1) == '=' && around.at(i - 2) == '=') {
      char first = around.at(i - 3);
      length = first == '=' || first == '!' ? 3 : 2;
    } else if (around.at(i - 1) == '=' && around.at(i - 2) == '!') {
      length = 2;
    } else if (around.asciiWordAt(i - 2, "eq") || around.asciiWordAt(i - 2, "ne")) {
      length = 2;
    } else {
      return 0;
    }
    return AsciiChars.isBlank(around.at(i - length - 1)) ? length : 0;
  }

  /**
   * A domain of an ad blocker's filter rule (Adblock Plus', uBlock Origin's, EasyList's syntax): a
   * network rule's, after {@code ||} that starts the line (an exception's after {@code @@||}), then
   * {@code ^}, {@code /}, {@code $}, {@code *} or the line's end ({@code ||ads.example.cc^$doc};
   * not code's {@code a||b.id}); one of a rule's {@code domain=} option, its list joined by {@code
   * |} ({@code $domain=open.fm|di.fm}); or one of a cosmetic rule's domains, joined by {@code ,}
   * before {@code ##}, {@code #@#}, {@code #?#} or {@code #$#} ({@code camhub.cc##.table}, {@code
   * radio.pl,~radio.se#@#.ad}). Only what is read around the host counts: a long list's first
   * domains are judged otherwise.
   */
  static boolean filterRuleDomain(TextAround around, int hostStart, int hostEnd) {
    char next = around.at(hostEnd);
    if (around.at(hostStart - 1) == '|' && around.at(hostStart - 2) == '|') {
      int rule =
          around.at(hostStart - 3) == '@' && around.at(hostStart - 4) == '@'
              ? hostStart - 4
              : hostStart - 2;
      return around.lineStartsAt(rule)
          && (next == '^'
              || next == '/'
              || next == '$'
              || next == '*'
              || around.lineBreakAt(hostEnd));
    }
    // the domain= option: back over the list's domains and |
    int i = hostStart;
    while (i > hostStart - TextAround.BEFORE && isFilterListChar(around.at(i - 1), '|')) {
      i--;
    }
    if (around.asciiWordAt(i - 7, "domain=") && "$,".indexOf(around.at(i - 8)) >= 0) {
      return true;
    }
    // a cosmetic rule: on over the list's domains and commas to its separator
    char before = around.at(hostStart - 1);
    if (before != ',' && before != '~' && !around.lineStartsAt(hostStart)) {
      return false;
    }
    int j = hostEnd;
    while (j < hostEnd + TextAround.AFTER && isFilterListChar(around.at(j), ',')) {
      j++;
    }
    char kind = around.at(j + 1);
    return around.at(j) == '#'
        && (kind == '#'
            || ((kind == '@' || kind == '?' || kind == '$') && around.at(j + 2) == '#'));
  }

  /**
   * A host source in a Content-Security-Policy directive, after its name and the sources before it
   * on its line: a name ending in {@code -src}, {@code form-action} or {@code frame-ancestors}
   * ({@code form-action 'self' sis.redsys.es;}, {@code img-src data: cdn.example.es}).
   */
  static boolean sourceOfAPolicy(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    while (AsciiChars.isBlank(around.at(i - 1))) {
      int wordEnd = around.blanksBefore(i, floor);
      int wordStart = wordEnd;
      while (wordStart > floor && isPolicySourceChar(around.at(wordStart - 1))) {
        wordStart--;
      }
      int length = wordEnd - wordStart;
      if (length == 0) {
        return false;
      }
      if ((length > 4 && around.sameAt(wordEnd - 4, "-src"))
          || (length == 11 && around.sameAt(wordStart, "form-action"))
          || (length == 15 && around.sameAt(wordStart, "frame-ancestors"))) {
        return true;
      }
      // (back over the sources before it only: prose's words end the list at once)
      if (!policySourceAt(around, wordStart, wordEnd)) {
        return false;
      }
      i = wordStart;
    }
    return false;
  }

  /**
   * A policy's source in {@code [start, end)}: a keyword quoted ({@code 'self'}), a scheme ({@code
   * data:}), or a host, a full stop or a wildcard in it ({@code *.example.es}).
   */
  private static boolean policySourceAt(TextAround around, int start, int end) {
    if (around.at(start) == '\'' || around.at(end - 1) == ':') {
      return true;
    }
    for (int k = start; k < end; k++) {
      if (around.at(k) == '.' || around.at(k) == '*') {
        return true;
      }
    }
    return false;
  }

  /** A char of a policy's source or directive: {@code 'self'}, {@code https:}, {@code *.x.es}. */
  private static boolean isPolicySourceChar(char c) {
    return isAsciiIdentifierPart(c)
        || c == '\''
        || c == '-'
        || c == '.'
        || c == ':'
        || c == '*'
        || c == '/';
  }

  /**
   * A quoted argument of a call whose name says it takes hosts, the word {@code host}, {@code
   * domain}, {@code PublicSuffix} or {@code whois} in it, in any case ({@code
   * checkPublicSuffix('test.us', 'test.us')}, publicsuffix.org's tests; {@code
   * gethostbyname("x.cc")}; {@code whois('funet.fi')}); the arguments before it quoted strings,
   * names or numbers. Or the first of a Perl network client's constructor, a class under {@code
   * Net::} ({@code Net::LDAP->new('remote.host', async => 1)}, {@code Net::SMTP->new
   * ("mail.example.org")}).
   */
  static boolean argumentOfAHostCall(TextAround around, int hostStart, int end) {
    char quote = around.at(hostStart - 1);
    if (!isQuote(quote) || around.at(end) != quote) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = around.blanksBefore(hostStart - 1, floor);
    if (around.at(i - 1) == '('
        && perlNetClientNewEndsAt(around, around.blanksBefore(i - 1, floor))) {
      return true;
    }
    while (around.at(i - 1) == ',') {
      i = around.blanksBefore(i - 1, floor);
      char last = around.at(i - 1);
      int j = i - 1;
      if (isQuote(last)) {
        while (j > floor && around.at(j - 1) != last && !around.lineBreakAt(j - 1)) {
          j--;
        }
        if (around.at(j - 1) != last) {
          return false;
        }
        j--;
      } else {
        j = around.identifierStart(i, floor);
      }
      i = around.blanksBefore(j, floor);
    }
    if (around.at(i - 1) != '(') {
      return false;
    }
    int nameEnd = i - 1;
    int nameStart = around.identifierStart(nameEnd, floor);
    return around.hasWordIn(nameStart, nameEnd, "host")
        || around.hasWordIn(nameStart, nameEnd, DOMAIN)
        || around.hasWordIn(nameStart, nameEnd, "publicsuffix")
        || around.hasWordIn(nameStart, nameEnd, "whois");
  }

  /** {@code Net::}, a class's name and {@code ->new} ending at {@code i}. */
  private static boolean perlNetClientNewEndsAt(TextAround around, int i) {
    if (!around.sameAt(i - 5, "->new")) {
      return false;
    }
    int j = i - 5;
    int floor = j - 40;
    while (j > floor && (isAsciiIdentifierPart(around.at(j - 1)) || around.at(j - 1) == ':')) {
      j--;
    }
    return around.sameAt(j, "Net::") && isAsciiIdentifierPart(around.at(j + 5));
  }

  /**
   * A char of a filter rule's list of domains joined by {@code separator}: a domain's, a wildcard
   * TLD's {@code *}, an exclusion's {@code ~}.
   */
  private static boolean isFilterListChar(char c, char separator) {
    return isAsciiLetterOrDigit(c)
        || c == '.'
        || c == '-'
        || c == '*'
        || c == '~'
        || c == separator;
  }

  /**
   * The length of a word that names a host ending at {@code i} ({@code host}, {@code hostname},
   * {@code domain}, {@code server}, {@code proxy}), alone or the last word of a name in camelCase
   * ({@code NextProxy="host.name"}), else 0.
   */
  private static int hostWordEndsAt(TextAround around, int i) {
    for (String word : HOST_WORDS) {
      int start = i - word.length();
      char first = around.at(start);
      char before = around.at(start - 1);
      if (around.asciiWordAt(start, word)
          && (!Character.isLetterOrDigit(before)
              || (Character.isUpperCase(first) && Character.isLowerCase(before)))) {
        return word.length();
      }
    }
    return 0;
  }

  private static final String DOMAIN = "domain";
  private static final String[] HOST_WORDS = {"host", "hostname", DOMAIN, "server", "proxy"};

  /** The most chars read of a written at: {@code at-nospam}, {@code at-no-spam}. */
  private static final int LONGEST_WRITTEN_AT = 12;

  /**
   * An {@code @} written as a bracket, the letters at, a dash and a word, glued to the local part
   * and the host (Grace's contributors: {@code peb(at-nospam)mppmu.mpg.de}); not words in brackets
   * ({@code (at your option)}) nor code's {@code pos0[at_i]}.
   */
  private static boolean atWithWordBefore(TextAround around, int hostStart) {
    char close = around.at(hostStart - 1);
    if (close != ')' && close != ']') {
      return false;
    }
    int i = hostStart - 2;
    int floor = Math.max(-1, hostStart - 2 - LONGEST_WRITTEN_AT);
    while (i > floor && (AsciiChars.isAsciiLetter(around.at(i)) || around.at(i) == '-')) {
      i--;
    }
    // i is at the opening bracket; then "at", a dash and the word, at least one char
    return around.at(i) == (close == ')' ? '(' : '[')
        && atLettersAt(around, i + 1)
        && around.at(i + 3) == '-'
        && i + 4 < hostStart - 1
        && isLocalPartChar(around.at(i - 1));
  }

  /**
   * A host ferm's {@code @resolve} looks up, the first of its list in brackets or alone ({@code
   * saddr @resolve(my.host.foo)}, {@code @resolve((a.example b.example), AAAA)}): firewall rules
   * name hosts so, where code would read a call's argument. (The list's later hosts follow a blank,
   * as prose's do, and are read as prose's.)
   */
  static boolean resolvedByFerm(TextAround around, int hostStart) {
    if (around.at(hostStart - 1) != '(') {
      return false;
    }
    int open = around.at(hostStart - 2) == '(' ? hostStart - 2 : hostStart - 1;
    return around.sameAt(open - 8, "@resolve");
  }

  /**
   * An address written out with its {@code @} as {@code _at_} or {@code /at/}, glued to its local
   * part ({@code charles-debian-nospam_at_plessy.org}, {@code tobydox/at/users.sourceforge.net}),
   * also with reStructuredText's escaped underscores ({@code helder\_at\_gmail.com}): a local
   * part's char before, and the host ends the address, a full stop allowed after it ({@code
   * <katoh_at_bioreg.kyushu-u.ac.jp.>}). Not a name's part ({@code test_at_exit.sh}), whose host
   * ends no address or the caller finds under a file's TLD, nor a path's file ({@code
   * tests/tst_at_exit.jp}).
   */
  static boolean gluedAtBefore(TextAround around, int hostStart, int end) {
    int at = writtenGluedAtBefore(around, hostStart);
    if (at < 0 || !isLocalPartChar(around.at(at - 1))) {
      return false;
    }
    int local = localPartStart(around, at - 1, at - TextAround.BEFORE / 2);
    return around.at(local - 1) != '/'
        && (endsAnAddress(around, end)
            || (around.at(end) == '.' && endsAnAddress(around, end + 1)));
  }

  /**
   * Where {@code _at_}, {@code \_at\_} or {@code /at/} ending at {@code i} starts, or -1: an
   * {@code @} written out between an address's parts, with nothing around it.
   */
  private static int writtenGluedAtBefore(TextAround around, int i) {
    char close = around.at(i - 1);
    if (close == '_' && around.at(i - 2) == '\\') {
      return around.at(i - 5) == '_' && around.at(i - 6) == '\\' && atLettersAt(around, i - 4)
          ? i - 6
          : -1;
    }
    return (close == '_' || close == '/') && around.at(i - 4) == close && atLettersAt(around, i - 3)
        ? i - 4
        : -1;
  }

  /**
   * Where {@code \_at\_}, reStructuredText's escaped {@code _at_}, starting at {@code i} ends, or
   * -1 (the unescaped one the caller finds as an underscore after the host).
   */
  private static int escapedAtAfter(TextAround around, int i) {
    return around.at(i) == '\\'
            && around.at(i + 1) == '_'
            && atLettersAt(around, i + 2)
            && around.at(i + 4) == '\\'
            && around.at(i + 5) == '_'
        ? i + 6
        : -1;
  }

  /**
   * What may end an address written out at {@code end}: its line's end, or a char that closes or
   * separates it ({@code >}, {@code )}, {@code ]}, {@code *}, {@code ,}, a quote, a tag's {@code
   * <}). Not a word, a file's line or another sentence: {@code at yourfile.pl line 3}, {@code false
   * positive at new.target (fixes #5420)}, {@code look at ltmain.sh.}
   */
  static boolean endsAnAddress(TextAround around, int end) {
    char c = around.at(end);
    return around.lineBreakAt(end)
        || c == '>'
        || c == ')'
        || c == ']'
        || c == '*'
        || c == ','
        || c == '<'
        || isQuote(c)
        || around.sameAt(end, "&gt;"); // HTML's escaped >: &lt;michal_at_cihar.com&gt;
  }

  /**
   * A word just before the space at {@code i}, on the same line: " at " after a name, not the
   * {@code at} a stack frame starts with ({@code at REPLServer.onLine (node:repl:902:10)}).
   */
  private static boolean afterAWord(TextAround around, int i) {
    char c = around.at(i - 1);
    return !AsciiChars.isBlank(c) && !around.lineStartsAt(i);
  }

  /** {@code "(at)"}, {@code "[at]"}, {@code "-at-"} or {@code " at "} (any case) at [i, i + 4). */
  private static boolean writtenAt(TextAround around, int i) {
    char open = around.at(i);
    char close = around.at(i + 3);
    return atLettersAt(around, i + 1)
        && ((open == '(' && close == ')')
            || (open == '[' && close == ']')
            || (open == '-' && close == '-')
            || (open == ' ' && close == ' '));
  }

  /** The letters {@code at}, in any case, at {@code [i, i + 2)}. */
  private static boolean atLettersAt(TextAround around, int i) {
    return (around.at(i) | 0x20) == 'a' && (around.at(i + 1) | 0x20) == 't';
  }

  /**
   * A domain given to a command-line option between slashes, as dnsmasq's are ({@code
   * --server=/google.com/1.2.3.4}, {@code --local=/example.com/}): right after {@code =/} that ends
   * an option's name, and followed by {@code /} and no other (a path goes on: {@code
   * --conf=/etc.d/x.conf}).
   */
  static boolean domainOfAnOption(
      char[] text, TextAround around, int hostStart, int hostAndPortEnd, int end) {
    if (around.at(hostStart - 2) != '=' || !Character.isLetter(around.at(hostStart - 3))) {
      return false;
    }
    if (hostAndPortEnd == end || text[hostAndPortEnd] != '/') {
      return false;
    }
    for (int i = hostAndPortEnd + 1; i < end; i++) {
      if (text[i] == '/') {
        return false;
      }
    }
    return true;
  }

  /**
   * The host of a Kerberos service principal, {@code service/host}: after the {@code /}, a host of
   * three labels or more; before it, a word of letters alone that starts a token, in capitals
   * ({@code ipa-getkeytab -p HTTP/client-frontend.example.com}, {@code DNS/server.example.org}), or
   * any word if a realm in capitals follows the host ({@code host/my.host.name@MY.REALM}) or the
   * host is in one of RFC 1591's TLDs ({@code ktadd host/foo.mit.edu}, {@code -p
   * ldap/foo.example.com}). A path's directories are seldom written in capitals alone, and its file
   * has two labels ({@code src/app.py}) or its name no realm after it and a TLD of a country or a
   * word ({@code doc/sudoers.ldap.cat}, {@code debian/xdm.templates.nl}); a media type's subtype in
   * a vendor's or a person's tree is no host ({@code application/vnd.sealed.net}).
   */
  static boolean hostOfAPrincipal(
      TextAround around, int hostStart, int labels, int end, boolean rfc1591) {
    if (labels < 3 || around.at(hostStart - 1) != '/') {
      return false;
    }
    int word = hostStart - 1;
    boolean capitals = true;
    while (word > hostStart - 1 - LONGEST_SERVICE
        && AsciiChars.isAsciiLetter(around.at(word - 1))) {
      word--;
      capitals &= Character.isUpperCase(around.at(word));
    }
    char before = around.at(word - 1);
    return word < hostStart - 2
        && (CodeEvidence.startsAToken(before) || isQuote(before))
        && (capitals
            || (rfc1591 && !around.sameAt(hostStart, "vnd.") && !around.sameAt(hostStart, "prs."))
            || (around.at(end) == '@' && Character.isUpperCase(around.at(end + 1))));
  }

  /** The most letters read of a principal's service: {@code HTTP}, {@code host}, {@code krbtgt}. */
  private static final int LONGEST_SERVICE = 12;

  /**
   * A host right after an {@code _}, three labels or more, not under a TLD that is a word: a
   * service's name in DNS ({@link #serviceNameInDns}) or a host the {@code _} cut ({@link
   * #hostCutAtUnderscore}); otherwise the {@code _} joins an identifier.
   */
  static boolean hostAfterUnderscore(
      TextAround around, int hostStart, int labels, String lowerTld, LinkDetector detector) {
    return labels >= 3
        && !HostShape.isWordTld(lowerTld, detector.topLevelDomains().publicSuffixList())
        && (serviceNameInDns(around, hostStart) || hostCutAtUnderscore(around, hostStart));
  }

  /**
   * A name in DNS whose labels start with {@code _}, as service names' do ({@code
   * _dmarc.example.com}, {@code srv-host=_ldap._tcp.example.com}, Markdown's {@code
   * \_jabber.\_tcp.google.com}): the {@code _} before the host starts a word or a label after
   * another such label, or after one plain label that starts the name (a DKIM key's selector:
   * {@code 20120113._domainkey.gmail.com.}), and a domain follows the host's first label (see
   * {@link #hostAfterUnderscore}). Not a name's part ({@code pam_unix.so}, {@code
   * traced\_value.cc}), a member after {@code ._} ({@code self._request.id}), nor a variable
   * ({@code _G.re}, {@code _req.headers.host}).
   */
  private static boolean serviceNameInDns(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    int underscore = hostStart - 1;
    while (underscore > floor) {
      if (around.at(underscore - 1) == '\\') {
        underscore--; // Markdown's escape: \_
      }
      char c = around.at(underscore - 1);
      if (c != '.') {
        return !isAsciiIdentifierPart(c) && c != '-';
      }
      int i = underscore - 1; // the dot; the label before it must start with _ too
      while (i > floor && (isAsciiLetterOrDigit(around.at(i - 1)) || around.at(i - 1) == '-')) {
        i--;
      }
      if (i == underscore - 1) {
        return false;
      }
      if (around.at(i - 1) != '_') {
        // (or a plain label that starts the name, a DKIM key's selector: s1._domainkey.example.com,
        // not a receiver's private member: self._session.example.com)
        char start = around.at(i - 1);
        return !isAsciiIdentifierPart(start)
            && start != '.'
            && !(underscore - 1 - i == 4
                && (around.asciiWordAt(i, "self") || around.asciiWordAt(i, "this")));
      }
      underscore = i - 1;
    }
    return false;
  }

  /**
   * A host whose first label an {@code _} cut, UTS #58's hosts having none: a word of letters and
   * digits glued before the {@code _} that starts after a quote, {@code @}, {@code /}, {@code <} or
   * {@code [}, where a host starts (three labels or more after it: see {@link
   * #hostAfterUnderscore}) ({@code http://iks_pn.sggw.pl/}, {@code <Jeff@lnx_rpi.ee.ryerson.ca>},
   * {@code 'special_server.for-this-message-only.domain.com'}). Not code's names, which start after
   * a blank, a bracket or a dot ({@code new_stanza.attr.to = jid;}, {@code
   * bor(rspamd_trie.flags.re,}, {@code self.my_obj.x.com}), nor two labels ({@code 'test_app.py'}).
   */
  private static boolean hostCutAtUnderscore(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart - 1; // the _
    while (i > floor && isAsciiLetterOrDigit(around.at(i - 1))) {
      i--;
    }
    char c = around.at(i - 1);
    // (an _ that starts its word starts a service's name instead: serviceNameInDns)
    return isQuote(c) || c == '@' || c == '/' || c == '<' || c == '[';
  }

  /**
   * A host whose first label an {@code _} cut after {@code www.}, as UTS #58's hosts have none
   * ({@code HostName www.my_example.site}, AWFFull's manual): the name is a host's, any number of
   * labels under any TLD. Not after a label or an identifier ({@code x.www.my_example.site}).
   */
  static boolean wwwCutAtUnderscore(TextAround around, int hostStart) {
    if (around.at(hostStart - 1) != '_') {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart - 1;
    while (i > floor && (isAsciiLetterOrDigit(around.at(i - 1)) || around.at(i - 1) == '-')) {
      i--;
    }
    int www = i - 4;
    return i < hostStart - 1
        && around.at(i - 1) == '.'
        && around.asciiWordAt(www, "www")
        && !isAsciiIdentifierPart(around.at(www - 1))
        && around.at(www - 1) != '.';
  }

  /**
   * A {@code #} just before the host after a blank, an operator's {@code @}, a bracket or a comma,
   * with words before it on its line: the name of an IRC channel ({@code -- Joey auf #Debian.DE},
   * {@code Channels : @#java.it}, {@code (aka #debian.de)}) or a hashtag, not a host. Not at a
   * line's start, where {@code #} comments a line of configuration out ({@code #slashdot.org}), nor
   * after an IPv4 address and blanks, where it starts a comment naming the address's host (a hosts
   * file's line, AFS's CellServDB's: {@code 129.170.16.22 #halley.dartmouth.edu}).
   */
  static boolean channelName(TextAround around, int hostStart) {
    if (around.at(hostStart - 1) != '#') {
      return false;
    }
    char c = around.at(hostStart - 2);
    return (c == ' ' || c == '\t' || c == '@' || c == '(' || c == '[' || c == ',')
        && !around.lineStartsBefore(hostStart - 1)
        && !ipv4AddressThenBlanksBefore(around, hostStart - 1);
  }

  /** An IPv4 address in dotted decimal, then blanks or none, just before {@code i}. */
  private static boolean ipv4AddressThenBlanksBefore(TextAround around, int i) {
    int end = around.blanksBefore(i, i - TextAround.BEFORE);
    int start = end;
    // (an address has 15 chars at most; at() reads a blank past the context)
    while (start > end - 16 && (isDigit(around.at(start - 1)) || around.at(start - 1) == '.')) {
      start--;
    }
    char c = around.at(start - 1);
    return !isAsciiIdentifierPart(c) && c != '.' && dottedQuadEnd(around, start) == end;
  }

  /** No dotted quad: not an index, which in a stream's kept context may be negative. */
  static final int NO_QUAD = Integer.MIN_VALUE;

  /**
   * Where an IPv4 address in dotted quad, one to three digits a part, that starts at {@code i}
   * ends, or {@link #NO_QUAD}; not before more digits or a further {@code .} and digit, a longer
   * number. (No code assigns one to a name, {@code powerdns.com=127.0.0.1}; a hosts file's line
   * names its host in a comment after it.)
   */
  static int dottedQuadEnd(TextAround around, int i) {
    for (int part = 0; part < 4; part++) {
      int digits = 0;
      while (digits < 3 && isDigit(around.at(i))) {
        digits++;
        i++;
      }
      if (digits == 0 || (part < 3 && around.at(i++) != '.')) {
        return NO_QUAD;
      }
    }
    return isDigit(around.at(i)) || (around.at(i) == '.' && isDigit(around.at(i + 1)))
        ? NO_QUAD
        : i;
  }

  /**
   * Inside angle brackets before a space and a host, an address whose {@code @} is written as a
   * space: the host is its local part ({@code <zeddyu.lu gmail.com>}, {@code <alex.leo.ca
   * gmail.com>}).
   */
  static boolean localPartOfSpacedAddress(TextAround around, int hostStart, int end) {
    if (around.at(hostStart - 1) != '<' || around.at(end) != ' ') {
      return false;
    }
    int limit = end + TextAround.AFTER;
    int i = end + 1;
    while (i < limit && (isAsciiLetterOrDigit(around.at(i)) || around.at(i) == '-')) {
      i++;
    }
    int labels = 0;
    while (i < limit && around.at(i) == '.' && isAsciiLetterOrDigit(around.at(i + 1))) {
      labels++;
      i++;
      while (i < limit && (isAsciiLetterOrDigit(around.at(i)) || around.at(i) == '-')) {
        i++;
      }
    }
    return labels > 0 && i < limit && around.at(i) == '>';
  }

  /**
   * Inside angle brackets after a local part and a space, an address whose {@code @} is written as
   * a space: the host is its domain ({@code <alexander.gerasimov codeit.pro>}, Apache's changelog),
   * the bracket closing a name as prose closes one; not code's ({@code <RArray <RPrimitive
   * builtins.int>[10]>}, mypy's repr).
   */
  static boolean domainOfSpacedAddress(TextAround around, int hostStart, int end) {
    if (around.at(end) != '>' || around.at(hostStart - 1) != ' ' || !around.endsANameAt(end + 1)) {
      return false;
    }
    int i = localPartStart(around, hostStart - 1, hostStart - TextAround.BEFORE);
    // (not POD's code, C<perl Makefile.PL>, nor a type's parameters, Map<K v.x>)
    return i < hostStart - 1 && around.at(i - 1) == '<' && !isAsciiIdentifierPart(around.at(i - 2));
  }

  /**
   * Followed by an address written out ({@code " at "}, {@code "(at)"} ...), after a {@code +tag}
   * if any ({@code jane.name+git at example.org}), or cut short ({@code jane.do...@example.org}):
   * the host is a local part.
   */
  static boolean localPartOfAddress(TextAround around, int end) {
    int i = end;
    // (or cut short by an archive that hides addresses: Google Groups' "dalius.do...@gmail.com")
    if ((around.at(i) == '…' && around.at(i + 1) == '@')
        || (around.sameAt(i, "...") && around.at(i + 3) == '@')
        // or in a Perl string, its @ escaped: "<jb.nz\@writeme.com>"
        || (around.at(i) == '\\' && around.at(i + 1) == '@')) {
      return true;
    }
    if (around.at(i) == '+') {
      i++;
      while (i < end + TextAround.AFTER - 6 && isLocalPartChar(around.at(i))) {
        i++;
      }
    }
    if (around.at(i) == ' ' && (around.at(i + 1) == '(' || around.at(i + 1) == '[')) {
      i++;
    }
    // (or glued to it: <youngminz.kr\_at\_gmail.com>, then a domain)
    int domain = escapedAtAfter(around, i);
    if (domain >= 0) {
      return domainNameAt(around, domain, end + TextAround.AFTER);
    }
    // " at " must be followed by a domain: "mirrored at example.com at night" is no address,
    // nor "names of the form xxx.internal.example.org at 192.168.1.1"
    return writtenAt(around, i)
        && (around.at(i) != ' ' || domainNameAt(around, i + 4, end + TextAround.AFTER));
  }

  /**
   * A domain name starts at {@code i}: a dot inside, a letter in its last label ({@code gmail.com};
   * not {@code "at night"}, nor an IPv4 address).
   */
  private static boolean domainNameAt(TextAround around, int i, int limit) {
    int start = i;
    boolean dot = false;
    boolean letterAfterDot = false;
    while (i < limit - 1
        && (Character.isLetterOrDigit(around.at(i))
            || around.at(i) == '.'
            || around.at(i) == '-')) {
      char c = around.at(i);
      if (c == '.' && i > start && Character.isLetterOrDigit(around.at(i + 1))) {
        dot = true;
        letterAfterDot = false;
      } else if (dot && Character.isLetter(c)) {
        letterAfterDot = true;
      }
      i++;
    }
    return dot && letterAfterDot;
  }

  /**
   * Where the local part that ends at {@code end} starts, read no further back than {@code floor}
   * ({@link #isLocalPartChar}).
   */
  private static int localPartStart(TextAround around, int end, int floor) {
    int i = end;
    while (i > floor && isLocalPartChar(around.at(i - 1))) {
      i--;
    }
    return i;
  }

  private static boolean isLocalPartChar(char c) {
    return c < 0x80 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_');
  }

  /**
   * Named a link by the word after it: {@code URL}, {@code URLs}, {@code link} or {@code links}, in
   * any case ({@code Twitter's t.co URLs}, {@code t.co links}).
   */
  static boolean linkWordAfter(TextAround around, int end) {
    if (around.at(end) != ' ') {
      return false;
    }
    return around.nounAt(end + 1, "url") || around.nounAt(end + 1, "link");
  }

  /**
   * A WHOIS server's name after blanks right after {@code end}, on the same line: the host is a
   * zone in a table of zones and their servers ({@code PALANA.RU whois.nic.ru}, Net::Whois::Raw's
   * data).
   */
  static boolean whoisServerAfter(TextAround around, int end) {
    int i = around.blanksAfter(end, end + TextAround.AFTER);
    return i > end && around.asciiWordAt(i, "whois.");
  }

  /**
   * Named a newsgroup by the noun right before it, quoted or not, or in the singular right after
   * it, in any case ({@code Newsgroup 'fj.rec.tv'}, {@code Newsgroups: gmane.linux.man}, {@code the
   * comp.mail.mh newsgroup}).
   */
  static boolean newsgroupWordBeside(TextAround around, int hostStart, int end) {
    int start = hostStart;
    int after = end;
    if (around.quoted(hostStart, end)) {
      start--;
      after++;
    }
    return around.wordBefore(start, NEWSGROUP)
        || around.wordBefore(start, "newsgroups:")
        // (one newsgroup, not a server's or a hierarchy's: getlist -h news.uu.net newsgroups)
        || (around.at(after) == ' '
            && around.asciiWordAt(after + 1, NEWSGROUP)
            && !Character.isLetterOrDigit(around.at(after + 1 + NEWSGROUP.length())));
  }

  private static final String NEWSGROUP = "newsgroup";

  /**
   * A host in a list of domains: alone between blanks, commas or line breaks, and so is a neighbour
   * right before or after it within the context read, a name under one of RFC 1591's generic TLDs
   * but {@code .int} and {@code .mil} (a blocklist's lines, {@code donne-nere.org}, then {@code
   * donne-nude.biz}; SpamAssassin's {@code freemail_domains … imap-mail.com imap.cc imapmail.org});
   * both may be quoted alike, a quoted list's brackets then separators too ({@code ['docker.io',
   * 'example.com']}). A list of files has no such neighbour.
   */
  static boolean inListOfDomains(TextAround around, int hostStart, int end) {
    // (or quoted, as in JSON's, YAML's and code's lists: "registry.access.redhat.com", "docker.io")
    char quote = around.at(hostStart - 1);
    if (!isQuote(quote) || around.at(end) != quote) {
      quote = NOT_QUOTED;
    }
    int itemStart = quote == NOT_QUOTED ? hostStart : hostStart - 1;
    int itemEnd = quote == NOT_QUOTED ? end : end + 1;
    if (!isSeparator(around, itemStart - 1, quote) || !isSeparator(around, itemEnd, quote)) {
      return false;
    }
    // (a command's arguments follow it on its line: etrn.pl mail.myisp.com mydomain.com)
    return domainItemBefore(around, itemStart, hostStart - TextAround.BEFORE, quote)
        || domainItemAfter(
            around, itemEnd, end + TextAround.AFTER, quote, around.lineStartsBefore(itemStart));
  }

  private static final char NOT_QUOTED = 0;

  /**
   * Separators, then before them an item of the list: a name under com, net, org, edu or gov
   * ({@link #endsInGenericTld}), in {@code quote} if the host is quoted, after a separator; read
   * back from {@code i} to {@code floor}.
   */
  private static boolean domainItemBefore(TextAround around, int i, int floor, char quote) {
    while (i > floor && isSeparator(around, i - 1) && around.isRead(i - 1)) {
      i--;
    }
    int nameEnd = i;
    if (quote != NOT_QUOTED) {
      if (around.at(i - 1) != quote) {
        return false;
      }
      nameEnd = i - 1;
    }
    int nameStart = nameEnd;
    while (nameStart > floor && isDomainChar(around.at(nameStart - 1))) {
      nameStart--;
    }
    int itemStart = quote == NOT_QUOTED ? nameStart : nameStart - 1;
    return nameStart > floor
        && (quote == NOT_QUOTED || around.at(itemStart) == quote)
        && isSeparator(around, itemStart - 1, quote)
        && endsInGenericTld(around, nameStart, nameEnd);
  }

  /**
   * Separators, then after them such an item, read from {@code i} to {@code limit}; if {@code
   * commandFirst} (the host starts its line), only on another line.
   */
  private static boolean domainItemAfter(
      TextAround around, int i, int limit, char quote, boolean commandFirst) {
    boolean lineBreak = false;
    while (i < limit && isSeparator(around, i) && around.isRead(i)) {
      lineBreak |= around.lineBreakAt(i);
      i++;
    }
    if (commandFirst && !lineBreak) {
      return false;
    }
    int nameStart = i;
    if (quote != NOT_QUOTED) {
      if (around.at(i) != quote) {
        return false;
      }
      nameStart = i + 1;
    }
    int nameEnd = nameStart;
    while (nameEnd < limit && isDomainChar(around.at(nameEnd))) {
      nameEnd++;
    }
    int itemEnd = quote == NOT_QUOTED ? nameEnd : nameEnd + 1;
    return nameEnd < limit
        && (quote == NOT_QUOTED || around.at(nameEnd) == quote)
        && isSeparator(around, itemEnd, quote)
        && endsInGenericTld(around, nameStart, nameEnd);
  }

  /**
   * A separator at {@code i}; in a quoted list, also the bracket that opens or closes it ({@code
   * ["a.example.com", "b.io"]}).
   */
  private static boolean isSeparator(TextAround around, int i, char quote) {
    return isSeparator(around, i) || (quote != NOT_QUOTED && "[](){}".indexOf(around.at(i)) >= 0);
  }

  /** A blank, a comma or a line break at {@code i}, which separate a list's items. */
  private static boolean isSeparator(TextAround around, int i) {
    char c = around.at(i);
    return c == ' ' || c == '\t' || c == ',' || c == '\n' || c == '\r';
  }

  private static boolean isDomainChar(char c) {
    return isAsciiLetterOrDigit(c) || c == '.' || c == '-';
  }

  /**
   * A name of two labels or more in {@code [start, end)}, its first not empty, ending in one of RFC
   * 1591's generic TLDs but {@code .int} and {@code .mil}, in small letters as hosts are written
   * (not {@code Visual Studio.NET}).
   */
  static boolean endsInGenericTld(TextAround around, int start, int end) {
    char first = around.at(start);
    if (first == '.' || first == '-' || end - start < 5 || around.at(end - 4) != '.') {
      return false;
    }
    for (String tld : HostShape.RFC_1591_GENERIC) {
      if (!tld.equals("int") && !tld.equals("mil") && around.sameAt(end - 3, tld)) {
        return true;
      }
    }
    return false;
  }
}
