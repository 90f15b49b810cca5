// The async boundary lets Module Federation negotiate shared singletons before any of them runs:
// nothing above it may import a shared module.
import('./bootstrap');
