// The one door to react-router for the shell and every remote. It is a Module Federation singleton like the rest of
// @annuaire/shared, so every app gets the same router contexts from the app that loaded it first, and react-router
// itself is no longer a shared package: shared packages are never tree-shaken, which put all of react-router (59 kB
// gzip, data routers and server helpers included) on every first visit. Behind this list, each build keeps only what
// these names need. Product code imports routing from here only (ESLint enforces it); a name missing here is added
// here. Tests may wrap components in react-router's own MemoryRouter: under Jest there is one react-router.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Blocker, LinkProps } from 'react-router';
