// Standalone entry: the async boundary lets Module Federation negotiate shared singletons first.
import('./bootstrap');
