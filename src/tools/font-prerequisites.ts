/**
 * What `npm run fonts:subset` needs from the host before it can run, said in one message instead of a
 * Python traceback and a Node stack.
 *
 * Glossary:
 * - source font: Debian's `fonts-noto-cjk` collection, the font the subset is cut from.
 * - fontTools: the Python library (`python3-fonttools`) whose `fontTools.subset` does the cutting.
 */

/** The Debian packages that provide the source font and fontTools. */
export const FONT_PACKAGES = "fonts-noto-cjk python3-fonttools";

/**
 * The problem that stops the subset from being built, or null when both prerequisites are there.
 *
 * @param sourceFont the path of the source font
 * @param fontExists whether that file exists
 * @param fontToolsImports whether the Python interpreter can import `fontTools.subset`
 * @returns a message naming what is missing and how to install it, or null
 * @example
 * fontPrerequisiteProblem("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", false, true)
 * // "fonts:subset needs /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc (not found). Install with:\n  sudo apt-get install -y fonts-noto-cjk python3-fonttools"
 */
export function fontPrerequisiteProblem(
  sourceFont: string,
  fontExists: boolean,
  fontToolsImports: boolean,
): string | null {
  const missing = [
    ...(fontExists ? [] : [`${sourceFont} (not found)`]),
    ...(fontToolsImports ? [] : ["Python's fontTools (python3 cannot import fontTools.subset)"]),
  ];
  if (missing.length === 0) return null;
  return `fonts:subset needs ${missing.join(" and ")}. Install with:\n  sudo apt-get install -y ${FONT_PACKAGES}`;
}
