/**
 * How Ionic is bundled: shared by the app's build (vite.config.ts) and the bench's floor page, which
 * must be built the same way to be a fair comparison.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * @ionic/react-router ships its own nested @ionic/react and @ionic/core; two copies would
 * split the router contexts and define every custom element twice.
 */
export const IONIC_DEDUPE = ['react', 'react-dom', '@ionic/react', '@ionic/core', 'ionicons'];

/**
 * Each of Ionic's component files only declares its element and exports `defineCustomElement`;
 * @ionic/core does not say so in package.json, so without this every component (datetime,
 * picker, range…) ships in the first download, used or not.
 */
export const IONIC_TREESHAKE = {
  moduleSideEffects: [{ test: /[\\/]@ionic[\\/]core[\\/]components[\\/]ion-[a-z-]+\.js$/, sideEffects: false }],
};

/**
 * @ionic/react builds some of its wrappers with top-level calls that carry no pure annotation
 * (`createReactComponent('ion-nav', …)`, `React.memo(…)`), so the bundler keeps them and every
 * component they name (tabs, nav…) even when the app never renders them. Those calls only create
 * components, so they are marked pure here.
 */
export function ionicReactPureWrappers(): Plugin {
  const calls = /^(const \w+ = )(?!\/\*)((?:createReactComponent|createForwardRef|React\.memo|React\.createContext|createRoutingComponent|createInlineOverlayComponent)\()/gm;
  // `class IonTabs extends React.Component` reads a property of React as it is declared, which the
  // bundler must assume may run code: every such class (tabs, tab bar, back button, router outlet…)
  // was kept, and with it each Ionic component its methods name, in the sign-in page's download, even
  // though the app uses none of them there. Read once through a pure call, the base classes are plain
  // local names and an unused class is dropped with what it names.
  const bases = /\bextends React\.(Component|PureComponent)\b/g;
  const baseDeclarations =
    'const ReactComponent$$ = /*@__PURE__*/ (() => React.Component)();\n' +
    'const ReactPureComponent$$ = /*@__PURE__*/ (() => React.PureComponent)();\n';
  return {
    name: 'stayops:ionic-react-pure-wrappers',
    transform(code, id) {
      if (!/[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/.test(id)) return null;
      const pure = code.replace(calls, '$1/*@__PURE__*/ $2').replace(bases, 'extends React$1$$$$');
      // Imports are hoisted, so the declarations may come first: before any class reads them.
      return { code: baseDeclarations + pure, map: null };
    },
  };
}

const ICON_MODULE = 'virtual:stayops-ionicon/';
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;

/**
 * ionicons ships its 1,357 icons as one module. The bundler keeps only the icons the app names, but all of
 * them in that one module, so every icon of every screen (about 50 KB of SVG data URLs) travelled with the
 * first chunk that needed any: the menu's, on every signed-in screen. Each icon the app imports becomes a
 * module of its own here, and lands in the chunk of the screen that shows it.
 */
export function ioniconsPerIcon(): Plugin {
  let icons: Map<string, string> | undefined;
  const iconSource = (file: string): Map<string, string> => {
    icons ??= new Map([...readFileSync(file, 'utf8').matchAll(/^export const (\w+) = ("[^"\n]*");?$/gm)].map((m) => [m[1], m[2]]));
    return icons;
  };
  return {
    name: 'stayops:ionicons-per-icon',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('ionicons/icons')) return null;
      const rewritten = code.replace(ICON_IMPORT, (_all, names: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [name, local = name] = n.split(/\s+as\s+/);
            return `import ${local} from '${ICON_MODULE}${name}';`;
          })
          .join('\n'),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(ICON_MODULE) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${ICON_MODULE}`)) return null;
      const name = id.slice(ICON_MODULE.length + 1);
      // Resolved as the app's own imports were: the package's ES module.
      const index = await this.resolve('ionicons/icons', path.join(process.cwd(), 'src', 'index.ts'));
      if (!index) throw new Error('ionicons/icons cannot be resolved');
      const value = iconSource(index.id).get(name);
      if (value === undefined) throw new Error(`ionicons has no icon named ${name}`);
      return `export default ${value};`;
    },
  };
}
