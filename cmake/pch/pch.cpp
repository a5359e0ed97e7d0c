// The one source of the targets that precompile the Qt headers (cmake/StackLabPrecompiledHeaders.cmake).
