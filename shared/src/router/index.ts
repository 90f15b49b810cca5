// The router API every app uses, re-exported by name. Sharing react-router whole would ship all of
// it (server rendering and framework code included) to every page: a shared module is not
// tree-shaken. Through this entry each app's build keeps only what the portal calls, in one copy.
export {
  createBrowserRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  // A page that must not lose what the owner typed asks before leaving (useBlocker); the context tells
  // the portal's data router from a story's or test's plain router, where blocking does not exist.
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Blocker, Location, NavigateFunction, RouteObject } from 'react-router-dom';
