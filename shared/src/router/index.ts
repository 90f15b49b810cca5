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
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, RouteObject } from 'react-router-dom';
