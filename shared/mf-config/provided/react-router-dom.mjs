// What the host provides to every remote under the share key `react-router-dom` (issue 21, ADR 0010).
//
// A shared module is bundled with every export, since any remote may import any: provided whole,
// react-router-dom 7 costs ≈ 59 KB gzip, most of it data routers, framework and server rendering, RSC and
// session helpers this app never runs (the host renders a <BrowserRouter>; remotes only link, read the
// location and navigate). This module re-exports the declarative API — routers, routes, links, hooks,
// path helpers and the location contexts — so the host's bundle keeps only what they need (tree-shaken
// from the package itself, reached through the `flowdeck-react-router-dom-full` alias: importing
// `react-router-dom` here would consume this module from the share scope). There is still one router
// context: remotes and the host's own code all get this module.
//
// A remote importing a name left out here would get `undefined` at run time: the host's build, the deploy
// CLI's admission checks (ADR 0011) and deploy/src/provided-exports.test.ts refuse a name this module does
// not export. Data-router APIs (loaders, actions, fetchers, <Form>, useNavigation, …) throw under a
// <BrowserRouter> anyway.
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  unstable_HistoryRouter,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'flowdeck-react-router-dom-full';
